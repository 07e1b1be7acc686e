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
import * as styles from './genz.css';
import { genzTheme } from './tokens.css';

const fills = ['pink', 'lime', 'sky', 'orange', 'lilac'] as const;
const fillOf = (index: number) => styles.fill[fills[index % fills.length] ?? 'pink'];

export function GenzTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  const { tech, soft } = data.skills;

  return (
    <div className={`${genzTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.nameBlock}>
            {hasText(data.username) && (
              <p className={`${styles.sticker} ${styles.fill.lime} ${styles.usernameSticker}`}>
                @{data.username}
              </p>
            )}
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            <p
              className={`${styles.sticker} ${styles.fill.pink} ${styles.helloSticker}`}
              aria-hidden="true"
            >
              hi!
            </p>
          </div>
          <div className={styles.avatarFrame}>
            <Avatar data={data} size={160} className={styles.avatar} />
          </div>
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          {contacts.length > 0 && (
            <ul className={styles.contacts} aria-label="Contact and profiles">
              {contacts.map((link, index) => (
                <li key={link.kind}>
                  <SafeLink href={link.href} className={`${styles.button} ${fillOf(index + 2)}`}>
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
            title="Projects"
            className={styles.section}
            headingClassName={`${styles.sectionTitle} ${styles.fill.sky}`}
          >
            {projects.length > 0 && (
              <ul className={styles.projectGrid}>
                {projects.map((project, index) => {
                  const links = projectLinks(project);
                  return (
                    <li
                      key={index}
                      className={`${styles.block} ${styles.projectCard} ${fillOf(index)}`}
                    >
                      <h3 className={styles.entryTitle} dir="auto">
                        {project.projectName}
                      </h3>
                      {hasText(project.description) && <p dir="auto">{project.description}</p>}
                      {project.technologies.length > 0 && (
                        <ul
                          className={styles.tags}
                          aria-label={`Technologies of ${project.projectName}`}
                        >
                          {project.technologies.map((technology, tagIndex) => (
                            <li key={tagIndex} className={styles.tag}>
                              #{technology}
                            </li>
                          ))}
                        </ul>
                      )}
                      {links.length > 0 && (
                        <p className={styles.projectLinks}>
                          {links.map((link) => (
                            <SafeLink
                              key={link.kind}
                              href={link.href}
                              className={styles.inkButton}
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
            id="experience"
            title="Experience"
            className={styles.section}
            headingClassName={`${styles.sectionTitle} ${styles.fill.orange}`}
          >
            {experience.length > 0 && (
              <ol className={styles.stack}>
                {experience.map((job, index) => (
                  <li key={index} className={`${styles.block} ${styles.paperBlock}`}>
                    <div className={styles.entryHead}>
                      <h3 className={styles.entryTitle} dir="auto">
                        {job.role}
                      </h3>
                      <DateRange
                        startDate={job.startDate}
                        endDate={job.endDate}
                        className={`${styles.sticker} ${styles.dateSticker} ${fillOf(index + 1)}`}
                      />
                    </div>
                    {hasText(job.companyName) && (
                      <p className={styles.org} dir="auto">
                        {job.companyName}
                      </p>
                    )}
                    {hasText(job.description) && <p dir="auto">{job.description}</p>}
                    {job.technologies.length > 0 && (
                      <ul
                        className={styles.tags}
                        aria-label={`Technologies at ${job.companyName || job.role}`}
                      >
                        {job.technologies.map((technology, tagIndex) => (
                          <li key={tagIndex} className={styles.tag}>
                            #{technology}
                          </li>
                        ))}
                      </ul>
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
            headingClassName={`${styles.sectionTitle} ${styles.fill.lime}`}
          >
            {(tech.length > 0 || soft.length > 0) && (
              <div className={styles.skillGroups}>
                {tech.length > 0 && (
                  <div className={`${styles.block} ${styles.inkBlock}`}>
                    <h3 className={styles.groupTitle}>Technical</h3>
                    <ul className={styles.stickers}>
                      {tech.map((skill, skillIndex) => (
                        <li
                          key={skillIndex}
                          className={`${styles.sticker} ${styles.skillSticker} ${fillOf(skillIndex)}`}
                        >
                          {skill}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {soft.length > 0 && (
                  <div className={`${styles.block} ${styles.fill.lilac}`}>
                    <h3 className={styles.groupTitle}>Soft skills</h3>
                    <TagList
                      items={soft}
                      className={styles.stickers}
                      itemClassName={`${styles.sticker} ${styles.skillSticker} ${styles.fill.paper}`}
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
            headingClassName={`${styles.sectionTitle} ${styles.fill.pink}`}
          >
            {education.length > 0 && (
              <ol className={styles.educationGrid}>
                {education.map((school, index) => (
                  <li key={index} className={`${styles.block} ${styles.paperBlock}`}>
                    <DateRange
                      startDate={school.startDate}
                      endDate={school.endDate}
                      className={`${styles.sticker} ${styles.dateSticker} ${fillOf(index + 3)}`}
                    />
                    <h3 className={styles.entryTitle} dir="auto">
                      {school.degree}
                    </h3>
                    {hasText(school.institution) && (
                      <p className={styles.org} dir="auto">
                        {school.institution}
                      </p>
                    )}
                    {hasText(school.description) && <p dir="auto">{school.description}</p>}
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
