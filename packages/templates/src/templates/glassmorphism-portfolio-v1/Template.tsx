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
import * as styles from './glassmorphism.css';
import { glassmorphismTheme } from './tokens.css';

export function GlassmorphismTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${glassmorphismTheme} ${styles.root}`}>
      <div className={styles.backdrop} aria-hidden="true">
        <span className={`${styles.blob} ${styles.blobTone.violet}`} />
        <span className={`${styles.blob} ${styles.blobTone.pink}`} />
        <span className={`${styles.blob} ${styles.blobTone.orange}`} />
        <span className={`${styles.blob} ${styles.blobTone.cyan}`} />
      </div>

      <div className={styles.page}>
        <header className={styles.hero}>
          <div className={`${styles.glass} ${styles.intro}`}>
            <Avatar data={data} size={96} className={styles.avatar} />
            <div className={styles.introText}>
              {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
              <h1 className={styles.name} dir="auto">
                {name}
              </h1>
              {hasText(data.bio) && (
                <p className={styles.bio} dir="auto">
                  {data.bio}
                </p>
              )}
            </div>
          </div>
          {contacts.length > 0 && (
            <nav
              className={`${styles.glass} ${styles.contactPanel}`}
              aria-label="Contact and profiles"
            >
              <ul className={styles.contacts}>
                {contacts.map((link) => (
                  <li key={link.kind}>
                    <SafeLink href={link.href} className={styles.contactLink}>
                      <span className={styles.contactIcon}>
                        <SocialIcon name={link.kind} size={18} />
                      </span>
                      <span className={styles.contactText}>
                        {link.kind === 'email' ? link.text : link.label}
                      </span>
                    </SafeLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </header>

        <main className={styles.bento}>
          <Section
            id="experience"
            title="Experience"
            className={`${styles.glass} ${styles.panel} ${styles.span.wide}`}
            headingClassName={styles.panelTitle}
          >
            {experience.length > 0 && (
              <ol className={styles.entries}>
                {experience.map((job, index) => (
                  <li key={index} className={styles.entry}>
                    <div className={styles.entryHead}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {job.role}
                      </h3>
                      <DateRange
                        startDate={job.startDate}
                        endDate={job.endDate}
                        className={styles.dates}
                      />
                    </div>
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
            className={`${styles.glass} ${styles.panel} ${styles.span.narrow}`}
            headingClassName={styles.panelTitle}
          >
            {(tech.length > 0 || soft.length > 0) && (
              <div className={styles.skillGroups}>
                {tech.length > 0 && (
                  <div>
                    <h3 className={styles.groupTitle}>Technical</h3>
                    <TagList items={tech} className={styles.chips} itemClassName={styles.chip} />
                  </div>
                )}
                {soft.length > 0 && (
                  <div>
                    <h3 className={styles.groupTitle}>Soft skills</h3>
                    <TagList
                      items={soft}
                      className={styles.chips}
                      itemClassName={styles.softChip}
                    />
                  </div>
                )}
              </div>
            )}
          </Section>

          <Section
            id="projects"
            title="Projects"
            className={`${styles.openSection} ${styles.span.full}`}
            headingClassName={styles.openTitle}
          >
            {projects.length > 0 && (
              <ul className={styles.projectGrid}>
                {projects.map((project, index) => {
                  const links = projectLinks(project);
                  return (
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
                      {links.length > 0 && (
                        <p className={styles.projectLinks}>
                          {links.map((link) => (
                            <SafeLink
                              key={link.kind}
                              href={link.href}
                              className={link.kind === 'live' ? styles.button : styles.ghostButton}
                              aria-label={link.label}
                            >
                              {link.text}
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
            id="education"
            title="Education"
            className={`${styles.glass} ${styles.panel} ${styles.span.full}`}
            headingClassName={styles.panelTitle}
          >
            {education.length > 0 && (
              <ol className={styles.educationGrid}>
                {education.map((school, index) => (
                  <li key={index} className={styles.educationEntry}>
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

        <footer className={`${styles.glass} ${styles.footer}`}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
