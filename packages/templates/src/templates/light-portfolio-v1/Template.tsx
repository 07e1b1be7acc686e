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
import * as styles from './light.css';
import { lightTheme } from './tokens.css';

export function LightTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${lightTheme} ${styles.root}`}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Avatar data={data} size={112} className={styles.avatar} />
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
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
        </div>
      </header>

      <main className={styles.main}>
        <Section
          id="experience"
          title="Experience"
          className={`${styles.section} ${styles.tone.lavender}`}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ol className={styles.timeline}>
              {experience.map((job, index) => (
                <li key={index} className={styles.timelineEntry}>
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
                    <p className={styles.prose} dir="auto">
                      {job.description}
                    </p>
                  )}
                  <TagList
                    items={job.technologies}
                    className={styles.tags}
                    itemClassName={styles.tag}
                    aria-label={`Technologies at ${job.companyName || job.role}`}
                  />
                </li>
              ))}
            </ol>
          )}
        </Section>

        <Section
          id="projects"
          title="Projects"
          className={`${styles.section} ${styles.tone.peach}`}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <ul className={styles.cards}>
              {projects.map((project, index) => {
                const links = projectLinks(project);
                return (
                  <li key={index} className={styles.card}>
                    <h3 className={styles.entryTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && (
                      <p className={styles.prose} dir="auto">
                        {project.description}
                      </p>
                    )}
                    <TagList
                      items={project.technologies}
                      className={styles.tags}
                      itemClassName={styles.tag}
                      aria-label={`Technologies of ${project.projectName}`}
                    />
                    {links.length > 0 && (
                      <p className={styles.links}>
                        {links.map((link) => (
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
                );
              })}
            </ul>
          )}
        </Section>

        <Section
          id="skills"
          title="Skills"
          className={`${styles.section} ${styles.tone.mint}`}
          headingClassName={styles.sectionTitle}
        >
          {(tech.length > 0 || soft.length > 0) && (
            <div className={styles.skillGroups}>
              {tech.length > 0 && (
                <div className={styles.skillGroup}>
                  <h3 className={styles.skillGroupTitle}>Technical</h3>
                  <TagList items={tech} className={styles.chips} itemClassName={styles.chip} />
                </div>
              )}
              {soft.length > 0 && (
                <div className={styles.skillGroup}>
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
          className={`${styles.section} ${styles.tone.sky}`}
          headingClassName={styles.sectionTitle}
        >
          {education.length > 0 && (
            <ol className={styles.timeline}>
              {education.map((school, index) => (
                <li key={index} className={styles.timelineEntry}>
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
                    <p className={styles.prose} dir="auto">
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
  );
}
