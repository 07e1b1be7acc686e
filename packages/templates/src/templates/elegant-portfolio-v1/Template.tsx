import type { ReactNode } from 'react';
import {
  ContactList,
  EducationSection,
  ExperienceSection,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  TagList,
  portfolioView,
  profileParts,
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

const profileClasses = {
  avatar: styles.portrait,
  name: styles.name,
  username: styles.handle,
  bio: styles.bio,
};

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

/** The CV columns experience and education share. */
const cv = {
  frame,
  className: styles.cv,
  itemClassName: styles.cvEntry,
  titleFallsBack: true,
};

export function ElegantTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, { avatarSize: 148, classNames: profileClasses });

  return (
    <div className={`${elegantTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.masthead}>
          {profile.avatar}
          {profile.name}
          {profile.username}
          {profile.bio}
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
          <ExperienceSection {...cv} items={experience} classNames={entryClasses}>
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
            {...cv}
            items={education}
            classNames={{ ...entryClasses, description: styles.muted }}
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
