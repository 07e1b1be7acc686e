import {
  Avatar,
  DateRange,
  SafeLink,
  Section,
  SocialIcon,
  contactLinks,
  fullName,
  hasText,
  projectLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './professionalDev.css';
import { professionalDevTheme } from './tokens.css';

/** 'A11y Lens' → 'a11y-lens', for the decorative file tab of a project card. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'project';

function TagList({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ProfessionalDevTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${professionalDevTheme} ${styles.root}`}>
      <div className={styles.sidebarColumn}>
        <header className={styles.sidebar}>
          <Avatar data={data} size={112} className={styles.avatar} />
          <div>
            {hasText(data.username) && (
              <p className={styles.prompt}>
                <span aria-hidden="true">$ whoami → </span>@{data.username}
              </p>
            )}
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
          </div>
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          {contacts.length > 0 && (
            <nav aria-label="Contact and profiles">
              <h2 className={styles.sidebarHeading}>contact</h2>
              <ul className={styles.contactList}>
                {contacts.map((link) => (
                  <li key={link.kind}>
                    <SafeLink href={link.href} className={styles.contactLink}>
                      <SocialIcon name={link.kind} size={18} />
                      {link.kind === 'email' ? link.text : link.label}
                    </SafeLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </header>
      </div>

      <div className={styles.content}>
        <main className={styles.main}>
          <Section
            id="experience"
            title="experience"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ol className={styles.log}>
                {experience.map((job, index) => (
                  <li key={index} className={styles.logEntry}>
                    <h3 className={styles.entryTitle} dir="auto">
                      {job.role}
                      {hasText(job.role) && hasText(job.companyName) && ' '}
                      {hasText(job.companyName) && (
                        <span className={styles.at}>@ {job.companyName}</span>
                      )}
                    </h3>
                    <p className={styles.metaLine}>
                      <DateRange startDate={job.startDate} endDate={job.endDate} />
                    </p>
                    {hasText(job.description) && (
                      <p className={styles.description} dir="auto">
                        {job.description}
                      </p>
                    )}
                    <TagList
                      items={job.technologies}
                      label={`Technologies at ${job.companyName || job.role}`}
                    />
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section
            id="projects"
            title="projects"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ul className={styles.files}>
                {projects.map((project, index) => (
                  <li key={index} className={styles.file}>
                    <p className={styles.fileTab} aria-hidden="true">
                      {slug(project.projectName)}/README.md
                    </p>
                    <div className={styles.fileBody}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {project.projectName}
                      </h3>
                      {hasText(project.description) && (
                        <p className={styles.description} dir="auto">
                          {project.description}
                        </p>
                      )}
                      <TagList
                        items={project.technologies}
                        label={`Technologies of ${project.projectName}`}
                      />
                      {projectLinks(project).length > 0 && (
                        <p className={styles.fileLinks}>
                          {projectLinks(project).map((link) => (
                            <SafeLink
                              key={link.kind}
                              href={link.href}
                              className={styles.link}
                              aria-label={link.label}
                            >
                              {link.text}
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
            id="skills"
            title="skills"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {(tech.length > 0 || soft.length > 0) && (
              <div className={styles.skillsBlock}>
                <p className={styles.code} aria-hidden="true">
                  <span className={styles.keyword}>const</span> skills = {'{'}
                </p>
                {tech.length > 0 && (
                  <div>
                    <h3 className={styles.skillKey}>
                      technical<span aria-hidden="true">: </span>
                    </h3>
                    <TagList items={tech} label="Technical skills" />
                  </div>
                )}
                {soft.length > 0 && (
                  <div>
                    <h3 className={styles.skillKey}>
                      soft<span aria-hidden="true">: </span>
                    </h3>
                    <TagList items={soft} label="Soft skills" />
                  </div>
                )}
                <p className={styles.code} aria-hidden="true">
                  {'};'}
                </p>
              </div>
            )}
          </Section>

          <Section
            id="education"
            title="education"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <ol className={styles.log}>
                {education.map((school, index) => (
                  <li key={index} className={styles.logEntry}>
                    <h3 className={styles.entryTitle} dir="auto">
                      {school.degree}
                      {hasText(school.degree) && hasText(school.institution) && ' '}
                      {hasText(school.institution) && (
                        <span className={styles.at}>@ {school.institution}</span>
                      )}
                    </h3>
                    <p className={styles.metaLine}>
                      <DateRange startDate={school.startDate} endDate={school.endDate} />
                    </p>
                    {hasText(school.description) && (
                      <p className={styles.description} dir="auto">
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
          <p dir="auto">
            {'// '}
            {name} · built with Showfolio
          </p>
        </footer>
      </div>
    </div>
  );
}
