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
import * as styles from './modernMinimal.css';
import { modernMinimalTheme } from './tokens.css';

export function ModernMinimalTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${modernMinimalTheme} ${styles.root}`}>
      <div className={styles.sheet}>
        <header className={styles.header}>
          <Avatar data={data} size={88} className={styles.avatar} />
          <div className={styles.identity}>
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
          </div>
        </header>

        <main className={styles.columns}>
          <div className={styles.sidebar}>
            <Section
              id="contact"
              title="Contact"
              className={styles.sideSection}
              headingClassName={styles.sectionTitle}
            >
              {contacts.length > 0 && (
                <ul className={styles.contactList}>
                  {contacts.map((link) => (
                    <li key={link.kind}>
                      <SafeLink href={link.href} className={styles.contactLink}>
                        <SocialIcon name={link.kind} size={15} />
                        <span className={styles.contactText}>
                          {link.kind === 'email' || link.kind === 'resume'
                            ? link.text
                            : `${link.label} · ${link.text}`}
                        </span>
                      </SafeLink>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section
              id="skills"
              title="Skills"
              className={styles.sideSection}
              headingClassName={styles.sectionTitle}
            >
              {(tech.length > 0 || soft.length > 0) && (
                <div className={styles.skillGroups}>
                  {tech.length > 0 && (
                    <div>
                      <h3 className={styles.groupTitle}>Technical</h3>
                      <TagList
                        items={tech}
                        className={styles.skillList}
                        itemClassName={styles.skill}
                      />
                    </div>
                  )}
                  {soft.length > 0 && (
                    <div>
                      <h3 className={styles.groupTitle}>Soft skills</h3>
                      <TagList
                        items={soft}
                        className={styles.skillList}
                        itemClassName={styles.skill}
                      />
                    </div>
                  )}
                </div>
              )}
            </Section>

            <Section
              id="education"
              title="Education"
              className={styles.sideSection}
              headingClassName={styles.sectionTitle}
            >
              {education.length > 0 && (
                <ol className={styles.sideEntries}>
                  {education.map((school, index) => (
                    <li key={index} className={styles.sideEntry}>
                      <h3 className={styles.sideEntryTitle} dir="auto">
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
                        <p className={styles.smallText} dir="auto">
                          {school.description}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </Section>
          </div>

          <div className={styles.content}>
            <Section
              id="profile"
              title="Profile"
              className={styles.mainSection}
              headingClassName={styles.sectionTitle}
            >
              {hasText(data.bio) && (
                <p className={styles.bio} dir="auto">
                  {data.bio}
                </p>
              )}
            </Section>

            <Section
              id="experience"
              title="Experience"
              className={styles.mainSection}
              headingClassName={styles.sectionTitle}
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
              id="projects"
              title="Projects"
              className={styles.mainSection}
              headingClassName={styles.sectionTitle}
            >
              {projects.length > 0 && (
                <ul className={styles.entries}>
                  {projects.map((project, index) => {
                    const links = projectLinks(project);
                    return (
                      <li key={index} className={styles.entry}>
                        <div className={styles.entryHead}>
                          <h3 className={styles.entryTitle} dir="auto">
                            {project.projectName}
                          </h3>
                          {links.length > 0 && (
                            <p className={styles.projectLinks}>
                              {links.map((link) => (
                                <SafeLink
                                  key={link.kind}
                                  href={link.href}
                                  className={styles.textLink}
                                  aria-label={link.label}
                                >
                                  {link.text}
                                </SafeLink>
                              ))}
                            </p>
                          )}
                        </div>
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
                      </li>
                    );
                  })}
                </ul>
              )}
            </Section>
          </div>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
