import {
  Avatar,
  DateRange,
  SafeLink,
  Section,
  contactLinks,
  fullName,
  hasText,
  projectLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modernMinimalist.css';
import { modernMinimalistTheme } from './tokens.css';

export function ModernMinimalistTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${modernMinimalistTheme} ${styles.root}`}>
      <div className={styles.column}>
        <header className={styles.header}>
          <div className={styles.masthead}>
            <Avatar
              data={data}
              size={56}
              className={styles.avatar}
              initialsClassName={styles.initials}
            />
            {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
          </div>
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          {hasText(data.bio) && (
            <p className={styles.lead} dir="auto">
              {data.bio}
            </p>
          )}
          {contacts.length > 0 && (
            <ul className={styles.contacts} aria-label="Contact and profiles">
              {contacts.map((link) => (
                <li key={link.kind} className={styles.contactRow}>
                  <span className={styles.contactLabel} aria-hidden="true">
                    {link.label}
                  </span>
                  <SafeLink href={link.href} className={styles.contactLink}>
                    {link.kind === 'resume' ? 'View resume' : link.text}
                  </SafeLink>
                </li>
              ))}
            </ul>
          )}
        </header>

        <main>
          <Section
            id="experience"
            title="Experience"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ol className={styles.entries}>
                {experience.map((job, index) => (
                  <li key={index} className={styles.entry}>
                    <DateRange
                      startDate={job.startDate}
                      endDate={job.endDate}
                      className={styles.dates}
                    />
                    <h3 className={styles.entryTitle} dir="auto">
                      {job.role}
                    </h3>
                    {hasText(job.companyName) && (
                      <p className={styles.org} dir="auto">
                        {job.companyName}
                      </p>
                    )}
                    {hasText(job.description) && (
                      <p className={styles.text} dir="auto">
                        {job.description}
                      </p>
                    )}
                    {job.technologies.length > 0 && (
                      <ul
                        className={styles.inlineList}
                        aria-label={`Technologies at ${job.companyName || job.role}`}
                      >
                        {job.technologies.map((technology, tagIndex) => (
                          <li key={tagIndex}>{technology}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section
            id="projects"
            title="Selected work"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ul className={styles.entries}>
                {projects.map((project, index) => (
                  <li key={index} className={styles.entry}>
                    <h3 className={styles.projectTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && (
                      <p className={styles.text} dir="auto">
                        {project.description}
                      </p>
                    )}
                    {project.technologies.length > 0 && (
                      <ul
                        className={styles.inlineList}
                        aria-label={`Technologies of ${project.projectName}`}
                      >
                        {project.technologies.map((technology, tagIndex) => (
                          <li key={tagIndex}>{technology}</li>
                        ))}
                      </ul>
                    )}
                    {projectLinks(project).length > 0 && (
                      <p className={styles.projectLinks}>
                        {projectLinks(project).map((link) => (
                          <SafeLink
                            key={link.kind}
                            href={link.href}
                            className={styles.textLink}
                            aria-label={link.label}
                          >
                            {link.text} <span aria-hidden="true">→</span>
                          </SafeLink>
                        ))}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section
            id="skills"
            title="Skills"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {tech.length > 0 && (
              <div className={styles.skillGroup}>
                <h3 className={styles.groupTitle}>Technical</h3>
                <ul className={styles.skillList}>
                  {tech.map((skill, skillIndex) => (
                    <li key={skillIndex}>{skill}</li>
                  ))}
                </ul>
              </div>
            )}
            {soft.length > 0 && (
              <div className={styles.skillGroup}>
                <h3 className={styles.groupTitle}>Soft skills</h3>
                <ul className={styles.skillList}>
                  {soft.map((skill, skillIndex) => (
                    <li key={skillIndex}>{skill}</li>
                  ))}
                </ul>
              </div>
            )}
          </Section>

          <Section
            id="education"
            title="Education"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <ol className={styles.entries}>
                {education.map((school, index) => (
                  <li key={index} className={styles.entry}>
                    <DateRange
                      startDate={school.startDate}
                      endDate={school.endDate}
                      className={styles.dates}
                    />
                    <h3 className={styles.entryTitle} dir="auto">
                      {school.degree}
                    </h3>
                    {hasText(school.institution) && (
                      <p className={styles.org} dir="auto">
                        {school.institution}
                      </p>
                    )}
                    {hasText(school.description) && (
                      <p className={styles.text} dir="auto">
                        {school.description}
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">© {name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
