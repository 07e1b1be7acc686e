import {
  Avatar,
  ContactList,
  EducationSection,
  EntryText,
  ExperienceSection,
  MadeWithFooter,
  PersonName,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  TagList,
  Username,
  hasText,
  headRowLayout,
  portfolioView,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './minimal.css';
import { minimalTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.entryOrg,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
};

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

export function MinimalTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);

  return (
    <div className={`${minimalTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.identity}>
            <Avatar data={data} size={72} className={styles.avatar} />
            <div>
              <PersonName name={name} className={styles.name} />
              <Username username={data.username} className={styles.username} />
            </div>
          </div>
          <EntryText text={data.bio} className={styles.bio} />
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            linkClassName={styles.contactLink}
            iconSize={16}
          />
        </header>

        <main className={styles.main}>
          <ExperienceSection
            frame={frame}
            items={experience}
            className={styles.entries}
            itemClassName={styles.entry}
            classNames={entryClasses}
          >
            {({ job, dates, description, technologies }) => (
              <>
                <div className={styles.entryHeader}>
                  <h3 className={styles.entryTitle} dir="auto">
                    {job.role}
                    {hasText(job.role) && hasText(job.companyName) && ' · '}
                    <span className={styles.entryOrg}>{job.companyName}</span>
                  </h3>
                  {dates}
                </div>
                {description}
                {technologies}
              </>
            )}
          </ExperienceSection>

          <ProjectSection
            frame={frame}
            items={projects}
            className={styles.entries}
            itemClassName={styles.entry}
            classNames={{ ...entryClasses, links: styles.links, link: styles.contactLink }}
            linkArrow="↗"
          />

          <SkillsSection
            frame={frame}
            skills={data.skills}
            className={styles.skillGroups}
            titleClassName={styles.skillGroupTitle}
          >
            {(items) => (
              <TagList items={items} className={styles.chips} itemClassName={styles.chip} />
            )}
          </SkillsSection>

          <EducationSection
            frame={frame}
            items={education}
            className={styles.entries}
            itemClassName={styles.entry}
            classNames={entryClasses}
          >
            {headRowLayout(styles.entryHeader)}
          </EducationSection>
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
