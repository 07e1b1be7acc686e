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
import * as styles from './vibrantMotion.css';
import { vibrantMotionTheme } from './tokens.css';

const accentCycle = ['pink', 'cyan', 'yellow', 'lime'] as const;
const accentOf = (index: number) =>
  styles.accent[accentCycle[index % accentCycle.length] ?? 'pink'];

function SectionTitle({ number, children }: { number: number; children: string }) {
  return (
    <>
      <span className={styles.sectionNumber} aria-hidden="true">
        {String(number).padStart(2, '0')}
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

export function VibrantMotionTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);
  // Decorative section numbers follow only the sections that are shown.
  const shown = [
    experience.length > 0,
    projects.length > 0,
    hasSkills(data.skills),
    education.length > 0,
  ];
  const numberOf = (position: number) => shown.slice(0, position + 1).filter(Boolean).length;

  return (
    <div className={`${vibrantMotionTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroTop}>
            <Avatar data={data} size={88} className={styles.avatar} />
            {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
          </div>
          <h1 className={styles.name} dir="auto">
            {name}
          </h1>
          <span className={styles.heroBar} aria-hidden="true" />
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            linkClassName={(_link, index) => `${styles.contactLink} ${accentOf(index)}`}
          />
        </div>
      </header>

      <main className={styles.main}>
        <Section
          id="experience"
          title={<SectionTitle number={numberOf(0)}>Experience</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ExperienceList
              items={experience}
              className={styles.stack}
              itemClassName={(index) => `${styles.card} ${styles.reveal} ${accentOf(index)}`}
              classNames={entryClasses}
            >
              {({ title, org, dates, description, technologies }) => (
                <>
                  <div className={styles.cardHead}>
                    <div className={styles.cardHeading}>
                      {title}
                      {org}
                    </div>
                    {dates}
                  </div>
                  {description}
                  {technologies}
                </>
              )}
            </ExperienceList>
          )}
        </Section>

        <Section
          id="projects"
          title={<SectionTitle number={numberOf(1)}>Projects</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <ProjectList
              items={projects}
              className={styles.projectGrid}
              itemClassName={(index) =>
                `${styles.card} ${styles.projectCard} ${styles.reveal} ${accentOf(index + 1)}`
              }
              classNames={{
                ...entryClasses,
                title: styles.projectTitle,
                links: styles.projectLinks,
                link: styles.projectLink,
              }}
              linkArrow="↗"
            />
          )}
        </Section>

        <Section
          id="skills"
          title={<SectionTitle number={numberOf(2)}>Skills</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {hasSkills(data.skills) && (
            <SkillGroups
              skills={data.skills}
              className={styles.skillGroups}
              groupClassName={`${styles.skillPanel} ${styles.reveal}`}
              titleClassName={styles.groupTitle}
            >
              {(items, kind) => (
                <TagList
                  items={items}
                  className={styles.pills}
                  itemClassName={
                    kind === 'tech'
                      ? (index) => `${styles.pill} ${accentOf(index)}`
                      : styles.outlinePill
                  }
                />
              )}
            </SkillGroups>
          )}
        </Section>

        <Section
          id="education"
          title={<SectionTitle number={numberOf(3)}>Education</SectionTitle>}
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {education.length > 0 && (
            <EducationList
              items={education}
              className={styles.educationList}
              itemClassName={(index) =>
                `${styles.educationEntry} ${styles.reveal} ${accentOf(index + 2)}`
              }
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
