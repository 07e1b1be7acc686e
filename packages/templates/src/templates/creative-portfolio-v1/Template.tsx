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
import * as styles from './creative.css';
import { creativeTheme } from './tokens.css';

const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

export function CreativeTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${creativeTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <span className={`${styles.shapeSun} ${screenOnly}`} aria-hidden="true" />
        <span className={`${styles.shapeRing} ${screenOnly}`} aria-hidden="true" />
        <div className={styles.heroText}>
          {hasText(data.username) && <p className={styles.sticker}>@{data.username}</p>}
          <h1 className={styles.name} dir="auto">
            {hasText(data.firstName) && <span className={styles.first}>{data.firstName}</span>}
            {hasText(data.firstName) && hasText(data.lastName) && ' '}
            {hasText(data.lastName) && <span className={styles.last}>{data.lastName}</span>}
          </h1>
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
        </div>
        <div className={styles.portrait}>
          <Avatar
            data={data}
            size={240}
            className={styles.avatar}
            initialsClassName={styles.initials}
          />
        </div>
        {contacts.length > 0 && (
          <ul className={styles.contacts} aria-label="Contact and profiles">
            {contacts.map((link) => (
              <li key={link.kind}>
                <SafeLink href={link.href} className={styles.contactLink}>
                  <SocialIcon name={link.kind} size={18} />
                  {link.kind === 'email' ? link.text : link.label}
                </SafeLink>
              </li>
            ))}
          </ul>
        )}
      </header>

      <main className={styles.main}>
        <Section
          id="projects"
          title="Things I made"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <ul className={styles.projectGrid}>
              {projects.map((project, index) => (
                <li key={index} className={styles.projectCard}>
                  <span className={styles.cardNumber} aria-hidden="true">
                    {twoDigits(index)}
                  </span>
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
                    className={styles.tags}
                    itemClassName={styles.tag}
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
          id="experience"
          title="Where I worked"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ol className={styles.jobs}>
              {experience.map((job, index) => (
                <li key={index} className={styles.job}>
                  <span className={styles.jobNumber} aria-hidden="true">
                    {twoDigits(index)}
                  </span>
                  <div className={styles.jobBody}>
                    <h3 className={styles.jobTitle} dir="auto">
                      {job.role}
                      {hasText(job.role) && hasText(job.companyName) && (
                        <span className={styles.at}> at </span>
                      )}
                      <span className={styles.company}>{job.companyName}</span>
                    </h3>
                    <DateRange
                      startDate={job.startDate}
                      endDate={job.endDate}
                      className={styles.dates}
                    />
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
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Section>

        <Section
          id="skills"
          title="My toolbox"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {(tech.length > 0 || soft.length > 0) && (
            <div className={styles.skillBoard}>
              {tech.length > 0 && (
                <div className={styles.skillGroup}>
                  <h3 className={styles.skillGroupTitle}>Technical</h3>
                  <TagList
                    items={tech}
                    className={styles.stickers}
                    itemClassName={styles.skillSticker}
                  />
                </div>
              )}
              {soft.length > 0 && (
                <div className={styles.skillGroup}>
                  <h3 className={styles.skillGroupTitle}>Soft skills</h3>
                  <ul className={styles.softList}>
                    {soft.map((skill, skillIndex) => (
                      <li key={skillIndex}>{skill}</li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          )}
        </Section>

        <Section
          id="education"
          title="Where I learned"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {education.length > 0 && (
            <ol className={styles.schools}>
              {education.map((school, index) => (
                <li key={index} className={styles.school}>
                  <h3 className={styles.cardTitle} dir="auto">
                    {school.degree}
                  </h3>
                  {hasText(school.institution) && (
                    <p className={styles.company} dir="auto">
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
        <p className={styles.footerName} dir="auto">
          {name}
        </p>
        <p>Made with Showfolio</p>
      </footer>
    </div>
  );
}
