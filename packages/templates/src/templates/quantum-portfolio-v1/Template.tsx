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
import * as styles from './quantum.css';
import { quantumTheme } from './tokens.css';

const index = (position: number) => String(position + 1).padStart(2, '0');

/** A section heading with its measured ruler: `[02] Projects ────┼────┼──`. */
function Title({ number, children }: { number: number; children: string }) {
  return (
    <>
      <span className={styles.sectionIndex} aria-hidden="true">
        [{index(number)}]
      </span>
      {children}
    </>
  );
}

export function QuantumTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  // Sections are numbered in the order they appear, skipping the empty ones.
  const order = [
    ['projects', projects.length > 0],
    ['experience', experience.length > 0],
    ['skills', tech.length > 0 || soft.length > 0],
    ['education', education.length > 0],
  ] as const;
  const numberOf = (id: (typeof order)[number][0]) =>
    order.filter(([, shown]) => shown).findIndex(([key]) => key === id);

  return (
    <div className={`${quantumTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <p className={`${styles.readoutBar} ${screenOnly}`} aria-hidden="true">
            <span>portfolio.v1</span>
            <span className={styles.pulse} />
          </p>
          <div className={styles.identity}>
            <div className={styles.specimen}>
              <Avatar
                data={data}
                size={168}
                className={styles.avatar}
                initialsClassName={styles.initials}
              />
            </div>
            <div className={styles.identityText}>
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
            <ul className={styles.readouts} aria-label="Contact and profiles">
              {contacts.map((link) => (
                <li key={link.kind} className={styles.readout}>
                  <span className={styles.readoutLabel} aria-hidden="true">
                    {link.label}
                  </span>
                  <SafeLink href={link.href} className={styles.readoutLink}>
                    <SocialIcon name={link.kind} size={15} />
                    {link.kind === 'resume' ? 'Resume' : link.text}
                  </SafeLink>
                </li>
              ))}
            </ul>
          )}
        </header>

        <main className={styles.main}>
          <Section
            id="projects"
            title={<Title number={numberOf('projects')}>Projects</Title>}
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ul className={styles.projectGrid}>
                {projects.map((project, position) => (
                  <li key={position} className={styles.projectCard}>
                    <p className={styles.projectCode} aria-hidden="true">
                      P-{index(position)}
                    </p>
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
                            {link.kind === 'source' ? '</> ' : '◉ '}
                            {link.text}
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
            title={<Title number={numberOf('experience')}>Experience</Title>}
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ol className={styles.log}>
                {experience.map((job, position) => (
                  <li key={position} className={styles.logEntry}>
                    <DateRange
                      startDate={job.startDate}
                      endDate={job.endDate}
                      className={styles.dates}
                    />
                    <div className={styles.logBody}>
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
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section
            id="skills"
            title={<Title number={numberOf('skills')}>Skills</Title>}
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {tech.length > 0 && (
              <div className={styles.skillGroup}>
                <h3 className={styles.groupTitle}>Technical</h3>
                <ul className={styles.elements}>
                  {tech.map((skill, skillIndex) => (
                    <li key={skillIndex} className={styles.element}>
                      <span className={styles.elementNumber} aria-hidden="true">
                        {skillIndex + 1}
                      </span>
                      <span className={styles.elementName}>{skill}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {soft.length > 0 && (
              <div className={styles.skillGroup}>
                <h3 className={styles.groupTitle}>Soft skills</h3>
                <ul className={styles.softList}>
                  {soft.map((skill, skillIndex) => (
                    <li key={skillIndex}>{skill}</li>
                  ))}
                </ul>
              </div>
            )}
          </Section>

          <Section
            id="education"
            title={<Title number={numberOf('education')}>Education</Title>}
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <ol className={styles.log}>
                {education.map((school, position) => (
                  <li key={position} className={styles.logEntry}>
                    <DateRange
                      startDate={school.startDate}
                      endDate={school.endDate}
                      className={styles.dates}
                    />
                    <div className={styles.logBody}>
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
                    </div>
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
