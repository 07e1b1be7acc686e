import {
  Avatar,
  EducationList,
  ExperienceList,
  ProjectList,
  SafeLink,
  Section,
  SkillGroups,
  SocialIcon,
  TagList,
  contactLinks,
  fullName,
  hasSkills,
  hasText,
  type EntryParts,
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

const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
  tag: styles.tag,
};

/** A log line: the dates in the margin, the entry beside them. */
const logLayout = ({ dates, title, org, description, technologies }: EntryParts) => (
  <>
    {dates}
    <div className={styles.logBody}>
      {title}
      {org}
      {description}
      {technologies}
    </div>
  </>
);

export function QuantumTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  // Sections are numbered in the order they appear, skipping the empty ones.
  const order = [
    ['projects', projects.length > 0],
    ['experience', experience.length > 0],
    ['skills', hasSkills(data.skills)],
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
              <ProjectList
                items={projects}
                className={styles.projectGrid}
                itemClassName={styles.projectCard}
                classNames={{
                  ...entryClasses,
                  links: styles.projectLinks,
                  link: styles.projectLink,
                }}
                renderLink={(link) => (
                  <>
                    {link.kind === 'source' ? '</> ' : '◉ '}
                    {link.text}
                  </>
                )}
              >
                {({ index: position, title, description, technologies, links }) => (
                  <>
                    <p className={styles.projectCode} aria-hidden="true">
                      P-{index(position)}
                    </p>
                    {title}
                    {description}
                    {technologies}
                    {links}
                  </>
                )}
              </ProjectList>
            )}
          </Section>

          <Section
            id="experience"
            title={<Title number={numberOf('experience')}>Experience</Title>}
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ExperienceList
                items={experience}
                className={styles.log}
                itemClassName={styles.logEntry}
                classNames={entryClasses}
              >
                {logLayout}
              </ExperienceList>
            )}
          </Section>

          <Section
            id="skills"
            title={<Title number={numberOf('skills')}>Skills</Title>}
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {hasSkills(data.skills) && (
              <SkillGroups
                skills={data.skills}
                groupClassName={styles.skillGroup}
                titleClassName={styles.groupTitle}
              >
                {(items, kind) =>
                  kind === 'tech' ? (
                    <TagList
                      items={items}
                      className={styles.elements}
                      itemClassName={styles.element}
                      renderItem={(skill, skillIndex) => (
                        <>
                          <span className={styles.elementNumber} aria-hidden="true">
                            {skillIndex + 1}
                          </span>
                          <span className={styles.elementName}>{skill}</span>
                        </>
                      )}
                    />
                  ) : (
                    <TagList items={items} className={styles.softList} />
                  )
                }
              </SkillGroups>
            )}
          </Section>

          <Section
            id="education"
            title={<Title number={numberOf('education')}>Education</Title>}
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <EducationList
                items={education}
                className={styles.log}
                itemClassName={styles.logEntry}
                classNames={entryClasses}
              >
                {logLayout}
              </EducationList>
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
