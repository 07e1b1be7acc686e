import {
  Avatar,
  DateRange,
  SafeLink,
  Section,
  SocialIcon,
  TagList,
  contactLinks,
  fullName,
  hasText,
  projectLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './minimal.css';
import { minimalTheme } from './tokens.css';

export function MinimalTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

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
          {contacts.length > 0 && (
            <ul className={styles.contacts} aria-label="Contact and profiles">
              {contacts.map((link) => (
                <li key={link.kind}>
                  <SafeLink href={link.href} className={styles.contactLink}>
                    <SocialIcon name={link.kind} size={16} />
                    {link.kind === 'email' ? link.text : link.label}
                  </SafeLink>
                </li>
              ))}
            </ul>
          )}
        </header>

        <main className={styles.main}>
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
                    <div className={styles.entryHeader}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {job.role}
                        {hasText(job.role) && hasText(job.companyName) && ' · '}
                        <span className={styles.entryOrg}>{job.companyName}</span>
                      </h3>
                      <DateRange
                        startDate={job.startDate}
                        endDate={job.endDate}
                        className={styles.dates}
                      />
                    </div>
                    {hasText(job.description) && (
                      <p className={styles.text} dir="auto">
                        {job.description}
                      </p>
                    )}
                    {job.technologies.length > 0 && (
                      <ul
                        className={styles.tags}
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
            title="Projects"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ul className={styles.entries}>
                {projects.map((project, index) => (
                  <li key={index} className={styles.entry}>
                    <h3 className={styles.entryTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && (
                      <p className={styles.text} dir="auto">
                        {project.description}
                      </p>
                    )}
                    {project.technologies.length > 0 && (
                      <ul
                        className={styles.tags}
                        aria-label={`Technologies of ${project.projectName}`}
                      >
                        {project.technologies.map((technology, tagIndex) => (
                          <li key={tagIndex}>{technology}</li>
                        ))}
                      </ul>
                    )}
                    {projectLinks(project).length > 0 && (
                      <p className={styles.links}>
                        {projectLinks(project).map((link) => (
                          <SafeLink
                            key={link.kind}
                            href={link.href}
                            className={styles.contactLink}
                            aria-label={link.label}
                          >
                            {link.text} <span aria-hidden="true">↗</span>
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
            {(tech.length > 0 || soft.length > 0) && (
              <div className={styles.skillGroups}>
                {tech.length > 0 && (
                  <div>
                    <h3 className={styles.skillGroupTitle}>Technical</h3>
                    <TagList items={tech} className={styles.chips} itemClassName={styles.chip} />
                  </div>
                )}
                {soft.length > 0 && (
                  <div>
                    <h3 className={styles.skillGroupTitle}>Soft skills</h3>
                    <TagList items={soft} className={styles.chips} itemClassName={styles.chip} />
                  </div>
                )}
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
                    <div className={styles.entryHeader}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {school.degree}
                      </h3>
                      <DateRange
                        startDate={school.startDate}
                        endDate={school.endDate}
                        className={styles.dates}
                      />
                    </div>
                    {hasText(school.institution) && (
                      <p className={styles.entryOrg} dir="auto">
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
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
