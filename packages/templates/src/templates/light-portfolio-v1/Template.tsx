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
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './light.css';
import { lightTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.prose,
  tags: styles.tags,
  tag: styles.tag,
};

export function LightTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${lightTheme} ${styles.root}`}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Avatar data={data} size={112} className={styles.avatar} />
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
        </div>
      </header>

      <main className={styles.main}>
        <Section
          id="experience"
          title="Experience"
          className={`${styles.section} ${styles.tone.lavender}`}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ExperienceList
              items={experience}
              className={styles.timeline}
              itemClassName={styles.timelineEntry}
              classNames={entryClasses}
            />
          )}
        </Section>

        <Section
          id="projects"
          title="Projects"
          className={`${styles.section} ${styles.tone.peach}`}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <ProjectList
              items={projects}
              className={styles.cards}
              itemClassName={styles.card}
              classNames={{ ...entryClasses, links: styles.links, link: styles.textLink }}
              linkArrow="→"
            />
          )}
        </Section>

        <Section
          id="skills"
          title="Skills"
          className={`${styles.section} ${styles.tone.mint}`}
          headingClassName={styles.sectionTitle}
        >
          {hasSkills(data.skills) && (
            <SkillGroups
              skills={data.skills}
              className={styles.skillGroups}
              groupClassName={styles.skillGroup}
              titleClassName={styles.skillGroupTitle}
            >
              {(items) => (
                <TagList items={items} className={styles.chips} itemClassName={styles.chip} />
              )}
            </SkillGroups>
          )}
        </Section>

        <Section
          id="education"
          title="Education"
          className={`${styles.section} ${styles.tone.sky}`}
          headingClassName={styles.sectionTitle}
        >
          {education.length > 0 && (
            <EducationList
              items={education}
              className={styles.timeline}
              itemClassName={styles.timelineEntry}
              classNames={entryClasses}
            />
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
