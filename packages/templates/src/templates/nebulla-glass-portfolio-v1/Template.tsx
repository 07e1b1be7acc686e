import {
  Avatar,
  ContactList,
  EducationList,
  ExperienceList,
  ProjectList,
  Section,
  SkillGroups,
  TagList,
  contactLinks,
  fullName,
  hasSkills,
  hasText,
  screenOnly,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './nebullaGlass.css';
import { nebullaGlassTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
  tag: styles.tag,
};

export function NebullaGlassTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${nebullaGlassTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={`${styles.glass} ${styles.hero}`}>
          <div className={styles.portrait}>
            <span className={`${styles.orbit} ${screenOnly}`} aria-hidden="true" />
            <Avatar
              data={data}
              size={132}
              className={styles.avatar}
              initialsClassName={styles.initials}
            />
          </div>
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            linkClassName={styles.contactLink}
            iconSize={16}
          />
        </header>

        <main className={styles.main}>
          <Section
            id="experience"
            title="Experience"
            className={`${styles.glass} ${styles.panel} ${styles.experiencePanel}`}
            headingClassName={styles.sectionTitle}
          >
            {experience.length > 0 && (
              <ExperienceList
                items={experience}
                className={styles.timeline}
                itemClassName={styles.stop}
                classNames={entryClasses}
              />
            )}
          </Section>

          <Section
            id="skills"
            title="Skills"
            className={`${styles.glass} ${styles.panel} ${styles.skillsPanel}`}
            headingClassName={styles.sectionTitle}
          >
            {hasSkills(data.skills) && (
              <SkillGroups
                skills={data.skills}
                groupClassName={styles.skillGroup}
                titleClassName={styles.groupTitle}
              >
                {(items, kind) => (
                  <TagList
                    items={items}
                    className={styles.chips}
                    itemClassName={kind === 'tech' ? styles.chip : styles.softChip}
                  />
                )}
              </SkillGroups>
            )}
          </Section>

          <Section
            id="projects"
            title="Projects"
            className={styles.projectsSection}
            headingClassName={`${styles.sectionTitle} ${styles.floatingTitle}`}
          >
            {projects.length > 0 && (
              <ProjectList
                items={projects}
                className={styles.projectGrid}
                itemClassName={`${styles.glass} ${styles.projectCard}`}
                classNames={{
                  ...entryClasses,
                  links: styles.projectLinks,
                  link: styles.projectLink,
                }}
                linkArrow="↗"
              />
            )}
          </Section>

          <Section
            id="education"
            title="Education"
            className={`${styles.glass} ${styles.panel} ${styles.educationPanel}`}
            headingClassName={styles.sectionTitle}
          >
            {education.length > 0 && (
              <EducationList
                items={education}
                className={styles.schools}
                itemClassName={styles.school}
                classNames={entryClasses}
              >
                {({ title, org, dates, description }) => (
                  <>
                    {title}
                    {org}
                    {dates}
                    {description}
                  </>
                )}
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
