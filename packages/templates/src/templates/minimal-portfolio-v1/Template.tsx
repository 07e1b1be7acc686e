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
import * as styles from './minimal.css';
import { minimalTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.entryOrg,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
};

export function MinimalTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${minimalTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.identity}>
            <Avatar data={data} size={72} className={styles.avatar} />
            <div>
              <h1 className={styles.name} dir="auto">
                {name}
              </h1>
              {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
            </div>
          </div>
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            linkClassName={styles.contactLink}
            iconSize={16}
          />
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
              </ExperienceList>
            )}
          </Section>

          <Section
            id="projects"
            title="Projects"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ProjectList
                items={projects}
                className={styles.entries}
                itemClassName={styles.entry}
                classNames={{ ...entryClasses, links: styles.links, link: styles.contactLink }}
                linkArrow="↗"
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
                className={styles.skillGroups}
                titleClassName={styles.skillGroupTitle}
              >
                {(items) => (
                  <TagList items={items} className={styles.chips} itemClassName={styles.chip} />
                )}
              </SkillGroups>
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
                className={styles.entries}
                itemClassName={styles.entry}
                classNames={entryClasses}
              >
                {({ title, dates, org, description }) => (
                  <>
                    <div className={styles.entryHeader}>
                      {title}
                      {dates}
                    </div>
                    {org}
                    {description}
                  </>
                )}
              </EducationList>
            )}
          </Section>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
