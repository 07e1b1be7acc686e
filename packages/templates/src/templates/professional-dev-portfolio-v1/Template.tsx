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
import * as styles from './professionalDev.css';
import { professionalDevTheme } from './tokens.css';

/** 'A11y Lens' → 'a11y-lens', for the decorative file tab of a project card. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'project';

const entryClasses = {
  title: styles.entryTitle,
  description: styles.description,
  tags: styles.tags,
  tag: styles.tag,
};

const skillKeys = {
  tech: (
    <>
      technical<span aria-hidden="true">: </span>
    </>
  ),
  soft: (
    <>
      soft<span aria-hidden="true">: </span>
    </>
  ),
};

/** A log line: 'Role @ Company' as the title, the dates on a meta line below. */
function LogEntry({
  title,
  place,
  dates,
  children,
}: {
  title: string;
  place: string;
  dates: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className={styles.entryTitle} dir="auto">
        {title}
        {hasText(title) && hasText(place) && ' '}
        {hasText(place) && <span className={styles.at}>@ {place}</span>}
      </h3>
      <p className={styles.metaLine}>{dates}</p>
      {children}
    </>
  );
}

export function ProfessionalDevTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${professionalDevTheme} ${styles.root}`}>
      <div className={styles.sidebarColumn}>
        <header className={styles.sidebar}>
          <Avatar data={data} size={112} className={styles.avatar} />
          <div>
            {hasText(data.username) && (
              <p className={styles.prompt}>
                <span aria-hidden="true">$ whoami → </span>@{data.username}
              </p>
            )}
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
          </div>
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          {contacts.length > 0 && (
            <nav aria-label="Contact and profiles">
              <h2 className={styles.sidebarHeading}>contact</h2>
              <ContactList
                links={contacts}
                className={styles.contactList}
                linkClassName={styles.contactLink}
              />
            </nav>
          )}
        </header>
      </div>

      <div className={styles.content}>
        <main className={styles.main}>
          <Section
            id="experience"
            title="experience"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ExperienceList
                items={experience}
                className={styles.log}
                itemClassName={styles.logEntry}
                classNames={entryClasses}
              >
                {({ job, dates, description, technologies }) => (
                  <LogEntry title={job.role} place={job.companyName} dates={dates}>
                    {description}
                    {technologies}
                  </LogEntry>
                )}
              </ExperienceList>
            )}
          </Section>

          <Section
            id="projects"
            title="projects"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ProjectList
                items={projects}
                className={styles.files}
                itemClassName={styles.file}
                classNames={{ ...entryClasses, links: styles.fileLinks, link: styles.link }}
              >
                {({ project, title, description, technologies, links }) => (
                  <>
                    <p className={styles.fileTab} aria-hidden="true">
                      {slug(project.projectName)}/README.md
                    </p>
                    <div className={styles.fileBody}>
                      {title}
                      {description}
                      {technologies}
                      {links}
                    </div>
                  </>
                )}
              </ProjectList>
            )}
          </Section>

          <Section
            id="skills"
            title="skills"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {hasSkills(data.skills) && (
              <div className={styles.skillsBlock}>
                <p className={styles.code} aria-hidden="true">
                  <span className={styles.keyword}>const</span> skills = {'{'}
                </p>
                <SkillGroups
                  skills={data.skills}
                  titleClassName={styles.skillKey}
                  titles={skillKeys}
                >
                  {(items, kind) => (
                    <TagList
                      items={items}
                      className={styles.tags}
                      itemClassName={styles.tag}
                      aria-label={kind === 'tech' ? 'Technical skills' : 'Soft skills'}
                    />
                  )}
                </SkillGroups>
                <p className={styles.code} aria-hidden="true">
                  {'};'}
                </p>
              </div>
            )}
          </Section>

          <Section
            id="education"
            title="education"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <EducationList
                items={education}
                className={styles.log}
                itemClassName={styles.logEntry}
                classNames={entryClasses}
              >
                {({ school, dates, description }) => (
                  <LogEntry title={school.degree} place={school.institution} dates={dates}>
                    {description}
                  </LogEntry>
                )}
              </EducationList>
            )}
          </Section>
        </main>
        <footer className={styles.footer}>
          <p dir="auto">
            {'// '}
            {name} · built with Showfolio
          </p>
        </footer>
      </div>
    </div>
  );
}
