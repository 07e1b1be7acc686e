import type { ReactNode } from 'react';
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
import * as styles from './nexus.css';
import { nexusTheme } from './tokens.css';

/** A panel title with its dashboard index ('01'), which is decoration for sighted readers only. */
const panelTitle = (index: string, title: string): ReactNode => (
  <>
    <span className={styles.panelIndex} aria-hidden="true">
      {index}
    </span>
    {title}
  </>
);

function Chips({
  items,
  label,
  className = styles.chip,
}: {
  items: string[];
  label: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className={className}>
          {item}
        </li>
      ))}
    </ul>
  );
}

export function NexusTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${nexusTheme} ${styles.root}`}>
      <div className={styles.shell}>
        <header className={styles.hero}>
          <div>
            {hasText(data.username) && <p className={styles.handle}>@{data.username}</p>}
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            {hasText(data.bio) && (
              <p className={styles.bio} dir="auto">
                {data.bio}
              </p>
            )}
            {contacts.length > 0 && (
              <ul className={styles.links} aria-label="Contact and profiles">
                {contacts.map((link) => (
                  <li key={link.kind}>
                    <SafeLink href={link.href} className={styles.link}>
                      <SocialIcon name={link.kind} size={18} />
                      {link.kind === 'email' ? link.text : link.label}
                    </SafeLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.orb}>
            <Avatar data={data} size={220} className={styles.avatar} />
          </div>
        </header>

        <main className={styles.bento}>
          <Section
            id="experience"
            title={panelTitle('01', 'Experience')}
            className={styles.experiencePanel}
            headingClassName={styles.panelTitle}
          >
            {experience.length > 0 && (
              <ol className={styles.stack}>
                {experience.map((job, index) => (
                  <li key={index} className={styles.item}>
                    <h3 className={styles.itemTitle} dir="auto">
                      {job.role || job.companyName}
                    </h3>
                    <p className={styles.meta}>
                      {hasText(job.role) && hasText(job.companyName) && (
                        <span className={styles.org} dir="auto">
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
                    <Chips
                      items={job.technologies}
                      label={`Technologies at ${job.companyName || job.role}`}
                    />
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section
            id="skills"
            title={panelTitle('02', 'Skills')}
            className={styles.skillsPanel}
            headingClassName={styles.panelTitle}
          >
            {tech.length > 0 && (
              <div>
                <h3 className={styles.skillGroupTitle}>Technical</h3>
                <Chips items={tech} label="Technical skills" />
              </div>
            )}
            {soft.length > 0 && (
              <div>
                <h3 className={styles.skillGroupTitle}>Soft skills</h3>
                <Chips items={soft} label="Soft skills" className={styles.softChip} />
              </div>
            )}
          </Section>

          <Section
            id="projects"
            title={panelTitle('03', 'Projects')}
            className={styles.widePanel}
            headingClassName={styles.panelTitle}
          >
            {projects.length > 0 && (
              <ul className={styles.projectGrid}>
                {projects.map((project, index) => (
                  <li key={index} className={styles.projectCard}>
                    <h3 className={styles.itemTitle} dir="auto">
                      {project.projectName}
                    </h3>
                    {hasText(project.description) && (
                      <p className={styles.muted} dir="auto">
                        {project.description}
                      </p>
                    )}
                    <Chips
                      items={project.technologies}
                      label={`Technologies of ${project.projectName}`}
                    />
                    {projectLinks(project).length > 0 && (
                      <p className={styles.projectLinks}>
                        {projectLinks(project).map((link) => (
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
                ))}
              </ul>
            )}
          </Section>

          <Section
            id="education"
            title={panelTitle('04', 'Education')}
            className={styles.widePanel}
            headingClassName={styles.panelTitle}
          >
            {education.length > 0 && (
              <ol className={styles.educationGrid}>
                {education.map((school, index) => (
                  <li key={index} className={styles.item}>
                    <h3 className={styles.itemTitle} dir="auto">
                      {school.degree || school.institution}
                    </h3>
                    <p className={styles.meta}>
                      {hasText(school.degree) && hasText(school.institution) && (
                        <span className={styles.org} dir="auto">
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
            )}
          </Section>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio · Nexus</p>
        </footer>
      </div>
    </div>
  );
}
