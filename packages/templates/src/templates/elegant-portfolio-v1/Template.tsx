import type { ReactNode } from 'react';
import {
  Avatar,
  ContactList,
  EducationSection,
  EntryText,
  ExperienceSection,
  PersonName,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  TagList,
  Username,
  portfolioView,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './elegant.css';
import { elegantTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.entryPlace,
  tags: styles.inlineList,
  tag: styles.inlineItem,
};

/** A CV line: the dates in the margin column, the entry beside them. */
function CvEntry({ dates, children }: { dates: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className={styles.when}>{dates}</p>
      <div className={styles.entryBody}>{children}</div>
    </>
  );
}

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

export function ElegantTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);

  return (
    <div className={`${elegantTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.masthead}>
          <Avatar data={data} size={148} className={styles.portrait} />
          <PersonName name={name} className={styles.name} />
          <Username username={data.username} className={styles.handle} />
          <EntryText text={data.bio} className={styles.bio} />
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            itemClassName={styles.contactItem}
            linkClassName={styles.contactLink}
          >
            {(link) => (link.kind === 'email' ? link.text : link.label)}
          </ContactList>
        </header>

        <main className={styles.main}>
          <ExperienceSection
            frame={frame}
            items={experience}
            className={styles.cv}
            itemClassName={styles.cvEntry}
            classNames={entryClasses}
            titleFallsBack
          >
            {({ dates, title, org, description, technologies }) => (
              <CvEntry dates={dates}>
                {title}
                {org}
                {description}
                {technologies}
              </CvEntry>
            )}
          </ExperienceSection>

          <EducationSection
            frame={frame}
            items={education}
            className={styles.cv}
            itemClassName={styles.cvEntry}
            classNames={{ ...entryClasses, description: styles.muted }}
            titleFallsBack
          >
            {({ dates, title, org, description }) => (
              <CvEntry dates={dates}>
                {title}
                {org}
                {description}
              </CvEntry>
            )}
          </EducationSection>

          <ProjectSection
            frame={frame}
            title="Selected work"
            items={projects}
            as="ol"
            className={styles.works}
            itemClassName={styles.work}
            classNames={{
              ...entryClasses,
              links: styles.workLinks,
              link: styles.contactLink,
            }}
          />

          <SkillsSection
            frame={frame}
            skills={data.skills}
            className={styles.skills}
            groupClassName={styles.skillsPanel}
            titleClassName={styles.skillsTitle}
            titles={{ tech: 'Technical', soft: 'Personal' }}
          >
            {(items, kind) => (
              <TagList
                items={items}
                className={styles.skillsList}
                itemClassName={styles.inlineItem}
                aria-label={kind === 'tech' ? 'Technical skills' : 'Soft skills'}
              />
            )}
          </SkillsSection>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name} · Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
