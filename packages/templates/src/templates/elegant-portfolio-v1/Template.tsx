import type { ReactNode } from 'react';
import {
  Avatar,
  ContactList,
  EducationList,
  ExperienceList,
  ProjectList,
  Section,
  SkillGroups,
  TagList,
  contactLinks,
  fullName,
  hasSkills,
  hasText,
  visibleEducation,
  visibleExperience,
  visibleProjects,
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

export function ElegantTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${elegantTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.masthead}>
          <Avatar data={data} size={148} className={styles.portrait} />
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          {hasText(data.username) && <p className={styles.handle}>@{data.username}</p>}
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
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
          <Section
            id="experience"
            title="Experience"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ExperienceList
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
              </ExperienceList>
            )}
          </Section>

          <Section
            id="education"
            title="Education"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <EducationList
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
              </EducationList>
            )}
          </Section>

          <Section
            id="projects"
            title="Selected work"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ProjectList
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
            )}
          </Section>

          <Section
            id="skills"
            title="Skills"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {hasSkills(data.skills) && (
              <SkillGroups
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
              </SkillGroups>
            )}
          </Section>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name} · Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
