import {
  Avatar,
  DateRange,
  SafeLink,
  Section,
  SocialIcon,
  TagList,
  emailLink,
  fullName,
  hasText,
  projectLinks,
  resumeLink,
  socialLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modern.css';
import { modernTheme } from './tokens.css';

export function ModernTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const email = emailLink(data);
  const resume = resumeLink(data);
  const socials = socialLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${modernTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={`${styles.container} ${styles.heroInner}`}>
          <Avatar data={data} size={168} className={styles.avatar} />
          <div>
            {hasText(data.username) && <p className={styles.eyebrow}>@{data.username}</p>}
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            {hasText(data.bio) && (
              <p className={styles.bio} dir="auto">
                {data.bio}
              </p>
            )}
            {(email || resume || socials.length > 0) && (
              <ul className={styles.actions} aria-label="Contact and profiles">
                {email && (
                  <li>
                    <SafeLink href={email.href} className={styles.action}>
                      <SocialIcon name="email" size={18} />
                      {email.text}
                    </SafeLink>
                  </li>
                )}
                {resume && (
                  <li>
                    <SafeLink href={resume.href} className={styles.action}>
                      <SocialIcon name="resume" size={18} />
                      Resume
                    </SafeLink>
                  </li>
                )}
                {socials.map((link) => (
                  <li key={link.kind}>
                    <SafeLink href={link.href} className={styles.iconAction}>
                      <SocialIcon name={link.kind} size={20} title={link.label} />
                    </SafeLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </header>

      <main>
        <Section
          id="experience"
          title="Experience"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <div className={styles.container}>
              <ol className={styles.timeline}>
                {experience.map((job, index) => (
                  <li key={index} className={styles.timelineItem}>
                    <h3 className={styles.itemTitle} dir="auto">
                      {job.role || job.companyName}
                    </h3>
                    <p className={styles.itemMeta}>
                      {hasText(job.role) && hasText(job.companyName) && (
                        <span className={styles.company} dir="auto">
                          {job.companyName}
                        </span>
                      )}
                      <DateRange startDate={job.startDate} endDate={job.endDate} />
                    </p>
                    {hasText(job.description) && (
                      <p className={styles.muted} dir="auto">
                        {job.description}
                      </p>
                    )}
                    <TagList
                      items={job.technologies}
                      className={styles.pills}
                      itemClassName={styles.pill}
                      aria-label={`Technologies at ${job.companyName || job.role}`}
                    />
                  </li>
                ))}
              </ol>
            </div>
          )}
        </Section>

        <Section
          id="projects"
          title="Projects"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <div className={styles.container}>
              <ul className={styles.cards}>
                {projects.map((project, index) => (
                  <li key={index} className={styles.card}>
                    <h3 className={styles.itemTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && (
                      <p className={styles.muted} dir="auto">
                        {project.description}
                      </p>
                    )}
                    <TagList
                      items={project.technologies}
                      className={styles.pills}
                      itemClassName={styles.pill}
                      aria-label={`Technologies of ${project.projectName}`}
                    />
                    {projectLinks(project).length > 0 && (
                      <p className={styles.cardLinks}>
                        {projectLinks(project).map((link) => (
                          <SafeLink
                            key={link.kind}
                            href={link.href}
                            className={styles.cardLink}
                            aria-label={link.label}
                          >
                            {link.text}
                          </SafeLink>
                        ))}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Section>

        <Section
          id="skills"
          title="Skills"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {(tech.length > 0 || soft.length > 0) && (
            <div className={`${styles.container} ${styles.skillsGrid}`}>
              {tech.length > 0 && (
                <div className={styles.card}>
                  <h3 className={styles.skillTitle}>Technical skills</h3>
                  <TagList items={tech} className={styles.pills} itemClassName={styles.pill} />
                </div>
              )}
              {soft.length > 0 && (
                <div className={styles.card}>
                  <h3 className={styles.skillTitle}>Soft skills</h3>
                  <TagList items={soft} className={styles.pills} itemClassName={styles.softPill} />
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
            <div className={styles.container}>
              <ol className={styles.educationGrid}>
                {education.map((school, index) => (
                  <li key={index} className={styles.card}>
                    <h3 className={styles.itemTitle} dir="auto">
                      {school.degree || school.institution}
                    </h3>
                    <p className={styles.itemMeta}>
                      {hasText(school.degree) && hasText(school.institution) && (
                        <span className={styles.company} dir="auto">
                          {school.institution}
                        </span>
                      )}
                      <DateRange startDate={school.startDate} endDate={school.endDate} />
                    </p>
                    {hasText(school.description) && (
                      <p className={styles.muted} dir="auto">
                        {school.description}
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </Section>
      </main>

      <footer className={styles.footer}>
        <div className={`${styles.container} ${styles.footerInner}`}>
          <p dir="auto">{name} · Made with Showfolio</p>
          {socials.length > 0 && (
            <ul className={styles.footerLinks} aria-label="Profiles">
              {socials.map((link) => (
                <li key={link.kind}>
                  <SafeLink href={link.href} className={styles.footerLink}>
                    <SocialIcon name={link.kind} size={18} title={link.label} />
                  </SafeLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </footer>
    </div>
  );
}
