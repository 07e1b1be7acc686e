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
  screenOnly,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './nebullaGlass.css';
import { nebullaGlassTheme } from './tokens.css';

export function NebullaGlassTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${nebullaGlassTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={`${styles.glass} ${styles.hero}`}>
          <div className={styles.portrait}>
            <span className={`${styles.orbit} ${screenOnly}`} aria-hidden="true" />
            <Avatar
              data={data}
              size={132}
              className={styles.avatar}
              initialsClassName={styles.initials}
            />
          </div>
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
        </header>

        <main className={styles.main}>
          <Section
            id="experience"
            title="Experience"
            className={`${styles.glass} ${styles.panel} ${styles.experiencePanel}`}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ol className={styles.timeline}>
                {experience.map((job, index) => (
                  <li key={index} className={styles.stop}>
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
            id="skills"
            title="Skills"
            className={`${styles.glass} ${styles.panel} ${styles.skillsPanel}`}
            headingClassName={styles.sectionTitle}
          >
            {tech.length > 0 && (
              <div className={styles.skillGroup}>
                <h3 className={styles.groupTitle}>Technical</h3>
                <TagList items={tech} className={styles.chips} itemClassName={styles.chip} />
              </div>
            )}
            {soft.length > 0 && (
              <div className={styles.skillGroup}>
                <h3 className={styles.groupTitle}>Soft skills</h3>
                <TagList items={soft} className={styles.chips} itemClassName={styles.softChip} />
              </div>
            )}
          </Section>

          <Section
            id="projects"
            title="Projects"
            className={styles.projectsSection}
            headingClassName={`${styles.sectionTitle} ${styles.floatingTitle}`}
          >
            {projects.length > 0 && (
              <ul className={styles.projectGrid}>
                {projects.map((project, index) => (
                  <li key={index} className={`${styles.glass} ${styles.projectCard}`}>
                    <h3 className={styles.entryTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && (
                      <p className={styles.text} dir="auto">
                        {project.description}
                      </p>
                    )}
                    <TagList
                      items={project.technologies}
                      className={styles.tags}
                      itemClassName={styles.tag}
                      aria-label={`Technologies of ${project.projectName}`}
                    />
                    {projectLinks(project).length > 0 && (
                      <p className={styles.projectLinks}>
                        {projectLinks(project).map((link) => (
                          <SafeLink
                            key={link.kind}
                            href={link.href}
                            className={styles.projectLink}
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
            id="education"
            title="Education"
            className={`${styles.glass} ${styles.panel} ${styles.educationPanel}`}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <ol className={styles.schools}>
                {education.map((school, index) => (
                  <li key={index} className={styles.school}>
                    <h3 className={styles.entryTitle} dir="auto">
                      {school.degree}
                    </h3>
                    {hasText(school.institution) && (
                      <p className={styles.org} dir="auto">
                        {school.institution}
                      </p>
                    )}
                    <DateRange
                      startDate={school.startDate}
                      endDate={school.endDate}
                      className={styles.dates}
                    />
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
