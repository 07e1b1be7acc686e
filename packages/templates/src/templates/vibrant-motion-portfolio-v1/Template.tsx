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
import * as styles from './vibrantMotion.css';
import { vibrantMotionTheme } from './tokens.css';

const accentCycle = ['pink', 'cyan', 'yellow', 'lime'] as const;
const accentOf = (index: number) =>
  styles.accent[accentCycle[index % accentCycle.length] ?? 'pink'];

function SectionTitle({ number, children }: { number: number; children: string }) {
  return (
    <>
      <span className={styles.sectionNumber} aria-hidden="true">
        {String(number).padStart(2, '0')}
      </span>
      {children}
    </>
  );
}

export function VibrantMotionTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;
  const hasSkills = tech.length > 0 || soft.length > 0;
  // Decorative section numbers follow only the sections that are shown.
  const shown = [experience.length > 0, projects.length > 0, hasSkills, education.length > 0];
  const numberOf = (position: number) => shown.slice(0, position + 1).filter(Boolean).length;

  return (
    <div className={`${vibrantMotionTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroTop}>
            <Avatar data={data} size={88} className={styles.avatar} />
            {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
          </div>
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          <span className={styles.heroBar} aria-hidden="true" />
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          {contacts.length > 0 && (
            <ul className={styles.contacts} aria-label="Contact and profiles">
              {contacts.map((link, index) => (
                <li key={link.kind}>
                  <SafeLink href={link.href} className={`${styles.contactLink} ${accentOf(index)}`}>
                    <SocialIcon name={link.kind} size={18} />
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
          title={<SectionTitle number={numberOf(0)}>Experience</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ol className={styles.stack}>
              {experience.map((job, index) => (
                <li key={index} className={`${styles.card} ${styles.reveal} ${accentOf(index)}`}>
                  <div className={styles.cardHead}>
                    <div className={styles.cardHeading}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {job.role}
                      </h3>
                      {hasText(job.companyName) && (
                        <p className={styles.org} dir="auto">
                          {job.companyName}
                        </p>
                      )}
                    </div>
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
          title={<SectionTitle number={numberOf(1)}>Projects</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <ul className={styles.projectGrid}>
              {projects.map((project, index) => {
                const links = projectLinks(project);
                return (
                  <li
                    key={index}
                    className={`${styles.card} ${styles.projectCard} ${styles.reveal} ${accentOf(index + 1)}`}
                  >
                    <h3 className={styles.projectTitle} dir="auto">
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
                            className={styles.projectLink}
                            aria-label={link.label}
                          >
                            {link.text} <span aria-hidden="true">↗</span>
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
          title={<SectionTitle number={numberOf(2)}>Skills</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {hasSkills && (
            <div className={styles.skillGroups}>
              {tech.length > 0 && (
                <div className={`${styles.skillPanel} ${styles.reveal}`}>
                  <h3 className={styles.groupTitle}>Technical</h3>
                  <ul className={styles.pills}>
                    {tech.map((skill, skillIndex) => (
                      <li key={skillIndex} className={`${styles.pill} ${accentOf(skillIndex)}`}>
                        {skill}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {soft.length > 0 && (
                <div className={`${styles.skillPanel} ${styles.reveal}`}>
                  <h3 className={styles.groupTitle}>Soft skills</h3>
                  <TagList
                    items={soft}
                    className={styles.pills}
                    itemClassName={styles.outlinePill}
                  />
                </div>
              )}
            </div>
          )}
        </Section>

        <Section
          id="education"
          title={<SectionTitle number={numberOf(3)}>Education</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {education.length > 0 && (
            <ol className={styles.educationList}>
              {education.map((school, index) => (
                <li
                  key={index}
                  className={`${styles.educationEntry} ${styles.reveal} ${accentOf(index + 2)}`}
                >
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
        <p dir="auto">{name}</p>
        <p>Made with Showfolio</p>
      </footer>
    </div>
  );
}
