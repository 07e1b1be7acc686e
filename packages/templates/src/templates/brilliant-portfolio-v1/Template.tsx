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
  screenOnly,
  socialLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './brilliant.css';
import { brilliantTheme } from './tokens.css';

/** The first letter of a project, drawn large on its gradient cover. */
const monogram = (text: string) => Array.from(text.trim())[0]?.toUpperCase() ?? '';

export function BrilliantTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const email = emailLink(data);
  const resume = resumeLink(data);
  const socials = socialLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${brilliantTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.hello}>Hello, I’m</p>
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            {hasText(data.bio) && (
              <p className={styles.bio} dir="auto">
                {data.bio}
              </p>
            )}
            {(email || resume) && (
              <p className={styles.actions}>
                {email && (
                  <SafeLink href={email.href} className={styles.primaryAction}>
                    <SocialIcon name="email" size={18} />
                    {email.text}
                  </SafeLink>
                )}
                {resume && (
                  <SafeLink href={resume.href} className={styles.secondaryAction}>
                    <SocialIcon name="resume" size={18} />
                    {resume.text}
                  </SafeLink>
                )}
              </p>
            )}
            {socials.length > 0 && (
              <ul className={styles.socials} aria-label="Social profiles">
                {socials.map((link) => (
                  <li key={link.kind}>
                    <SafeLink href={link.href} className={styles.socialLink}>
                      <SocialIcon name={link.kind} size={20} title={link.label} />
                    </SafeLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.portrait}>
            <span className={`${styles.halo} ${screenOnly}`} aria-hidden="true" />
            <Avatar
              data={data}
              size={288}
              className={styles.avatar}
              initialsClassName={styles.initials}
            />
            {hasText(data.username) && <p className={styles.badge}>@{data.username}</p>}
          </div>
        </div>
      </header>

      <main className={styles.main}>
        <Section
          id="projects"
          title="Projects"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <ul className={styles.projectGrid}>
              {projects.map((project, index) => (
                <li key={index} className={styles.projectCard}>
                  <div className={styles.cover} aria-hidden="true">
                    {monogram(project.projectName)}
                  </div>
                  <div className={styles.cardBody}>
                    <h3 className={styles.cardTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && (
                      <p className={styles.text} dir="auto">
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
                            {link.text} <span aria-hidden="true">↗</span>
                          </SafeLink>
                        ))}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section
          id="experience"
          title="Experience"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ol className={styles.cardGrid}>
              {experience.map((job, index) => (
                <li key={index} className={styles.infoCard}>
                  <DateRange
                    startDate={job.startDate}
                    endDate={job.endDate}
                    className={styles.dates}
                  />
                  <h3 className={styles.cardTitle} dir="auto">
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
                    className={styles.pills}
                    itemClassName={styles.pill}
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
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {(tech.length > 0 || soft.length > 0) && (
            <div className={styles.skillCards}>
              {tech.length > 0 && (
                <div className={styles.skillCard}>
                  <h3 className={styles.cardTitle}>Technical</h3>
                  <TagList
                    items={tech}
                    className={styles.skillPills}
                    itemClassName={styles.skillPill}
                  />
                </div>
              )}
              {soft.length > 0 && (
                <div className={styles.skillCard}>
                  <h3 className={styles.cardTitle}>Soft skills</h3>
                  <TagList
                    items={soft}
                    className={styles.skillPills}
                    itemClassName={styles.softPill}
                  />
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
            <ol className={styles.cardGrid}>
              {education.map((school, index) => (
                <li key={index} className={styles.infoCard}>
                  <DateRange
                    startDate={school.startDate}
                    endDate={school.endDate}
                    className={styles.dates}
                  />
                  <h3 className={styles.cardTitle} dir="auto">
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
        <p dir="auto">{name}</p>
        <p>Made with Showfolio</p>
      </footer>
    </div>
  );
}
