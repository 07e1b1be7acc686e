import {
  Avatar,
  EducationList,
  ExperienceList,
  ProjectList,
  SafeLink,
  Section,
  SkillGroups,
  TagList,
  contactLinks,
  fullName,
  hasSkills,
  hasText,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modernMinimalist.css';
import { modernMinimalistTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.inlineList,
};

export function ModernMinimalistTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${modernMinimalistTheme} ${styles.root}`}>
      <div className={styles.column}>
        <header className={styles.header}>
          <div className={styles.masthead}>
            <Avatar
              data={data}
              size={56}
              className={styles.avatar}
              initialsClassName={styles.initials}
            />
            {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
          </div>
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          {hasText(data.bio) && (
            <p className={styles.lead} dir="auto">
              {data.bio}
            </p>
          )}
          {contacts.length > 0 && (
            <ul className={styles.contacts} aria-label="Contact and profiles">
              {contacts.map((link) => (
                <li key={link.kind} className={styles.contactRow}>
                  <span className={styles.contactLabel} aria-hidden="true">
                    {link.label}
                  </span>
                  <SafeLink href={link.href} className={styles.contactLink}>
                    {link.kind === 'resume' ? 'View resume' : link.text}
                  </SafeLink>
                </li>
              ))}
            </ul>
          )}
        </header>

        <main>
          <Section
            id="experience"
            title="Experience"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ExperienceList
                items={experience}
                className={styles.entries}
                itemClassName={styles.entry}
                classNames={entryClasses}
              />
            )}
          </Section>

          <Section
            id="projects"
            title="Selected work"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {projects.length > 0 && (
              <ProjectList
                items={projects}
                className={styles.entries}
                itemClassName={styles.entry}
                classNames={{
                  ...entryClasses,
                  title: styles.projectTitle,
                  links: styles.projectLinks,
                  link: styles.textLink,
                }}
                linkArrow="→"
              />
            )}
          </Section>

          <Section
            id="skills"
            title="Skills"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {hasSkills(data.skills) && (
              <SkillGroups
                skills={data.skills}
                groupClassName={styles.skillGroup}
                titleClassName={styles.groupTitle}
              >
                {(items) => <TagList items={items} className={styles.skillList} />}
              </SkillGroups>
            )}
          </Section>

          <Section
            id="education"
            title="Education"
            className={styles.section}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <EducationList
                items={education}
                className={styles.entries}
                itemClassName={styles.entry}
                classNames={entryClasses}
              />
            )}
          </Section>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">© {name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
