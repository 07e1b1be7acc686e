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
import * as styles from './elegant.css';
import { elegantTheme } from './tokens.css';

function InlineList({
  items,
  label,
  className = styles.inlineList,
}: {
  items: string[];
  label: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className={styles.inlineItem}>
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ElegantTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${elegantTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.masthead}>
          <Avatar data={data} size={148} className={styles.portrait} />
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          {hasText(data.username) && <p className={styles.handle}>@{data.username}</p>}
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          {contacts.length > 0 && (
            <ul className={styles.contacts} aria-label="Contact and profiles">
              {contacts.map((link) => (
                <li key={link.kind} className={styles.contactItem}>
                  <SafeLink href={link.href} className={styles.contactLink}>
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
              <ol className={styles.cv}>
                {experience.map((job, index) => (
                  <li key={index} className={styles.cvEntry}>
                    <p className={styles.when}>
                      <DateRange startDate={job.startDate} endDate={job.endDate} />
                    </p>
                    <div className={styles.entryBody}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {job.role || job.companyName}
                      </h3>
                      {hasText(job.role) && hasText(job.companyName) && (
                        <p className={styles.entryPlace} dir="auto">
                          {job.companyName}
                        </p>
                      )}
                      {hasText(job.description) && <p dir="auto">{job.description}</p>}
                      <InlineList
                        items={job.technologies}
                        label={`Technologies at ${job.companyName || job.role}`}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section
            id="education"
            title="Education"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <ol className={styles.cv}>
                {education.map((school, index) => (
                  <li key={index} className={styles.cvEntry}>
                    <p className={styles.when}>
                      <DateRange startDate={school.startDate} endDate={school.endDate} />
                    </p>
                    <div className={styles.entryBody}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {school.degree || school.institution}
                      </h3>
                      {hasText(school.degree) && hasText(school.institution) && (
                        <p className={styles.entryPlace} dir="auto">
                          {school.institution}
                        </p>
                      )}
                      {hasText(school.description) && (
                        <p className={styles.muted} dir="auto">
                          {school.description}
                        </p>
                      )}
                    </div>
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
              <ol className={styles.works}>
                {projects.map((project, index) => (
                  <li key={index} className={styles.work}>
                    <h3 className={styles.entryTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && <p dir="auto">{project.description}</p>}
                    <InlineList
                      items={project.technologies}
                      label={`Technologies of ${project.projectName}`}
                    />
                    {projectLinks(project).length > 0 && (
                      <p className={styles.workLinks}>
                        {projectLinks(project).map((link) => (
                          <SafeLink
                            key={link.kind}
                            href={link.href}
                            className={styles.contactLink}
                            aria-label={link.label}
                          >
                            {link.text}
                          </SafeLink>
                        ))}
                      </p>
                    )}
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
              <div className={styles.skills}>
                {tech.length > 0 && (
                  <div className={styles.skillsPanel}>
                    <h3 className={styles.skillsTitle}>Technical</h3>
                    <InlineList
                      items={tech}
                      label="Technical skills"
                      className={styles.skillsList}
                    />
                  </div>
                )}
                {soft.length > 0 && (
                  <div className={styles.skillsPanel}>
                    <h3 className={styles.skillsTitle}>Personal</h3>
                    <InlineList items={soft} label="Soft skills" className={styles.skillsList} />
                  </div>
                )}
              </div>
            )}
          </Section>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name} · Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
