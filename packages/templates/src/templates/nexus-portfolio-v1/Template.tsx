import type { ReactNode } from 'react';
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
  type EntryParts,
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

const entryClasses = {
  title: styles.itemTitle,
  org: styles.org,
  description: styles.muted,
  tags: styles.chips,
  tag: styles.chip,
};

/** Title, then the organisation and dates on one meta line. */
const metaLine = ({ title, org, dates, description, technologies }: EntryParts) => (
  <>
    {title}
    <p className={styles.meta}>
      {org}
      {dates}
    </p>
    {description}
    {technologies}
  </>
);

export function NexusTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

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
            <ContactList
              links={contacts}
              className={styles.links}
              aria-label="Contact and profiles"
              linkClassName={styles.link}
            />
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
              <ExperienceList
                items={experience}
                className={styles.stack}
                itemClassName={styles.item}
                classNames={entryClasses}
                titleFallsBack
                orgAs="span"
              >
                {metaLine}
              </ExperienceList>
            )}
          </Section>

          <Section
            id="skills"
            title={panelTitle('02', 'Skills')}
            className={styles.skillsPanel}
            headingClassName={styles.panelTitle}
          >
            {hasSkills(data.skills) && (
              <SkillGroups skills={data.skills} titleClassName={styles.skillGroupTitle}>
                {(items, kind) => (
                  <TagList
                    items={items}
                    className={styles.chips}
                    itemClassName={kind === 'tech' ? styles.chip : styles.softChip}
                    aria-label={kind === 'tech' ? 'Technical skills' : 'Soft skills'}
                  />
                )}
              </SkillGroups>
            )}
          </Section>

          <Section
            id="projects"
            title={panelTitle('03', 'Projects')}
            className={styles.widePanel}
            headingClassName={styles.panelTitle}
          >
            {projects.length > 0 && (
              <ProjectList
                items={projects}
                className={styles.projectGrid}
                itemClassName={styles.projectCard}
                classNames={{ ...entryClasses, links: styles.projectLinks, link: styles.textLink }}
                linkArrow="→"
              />
            )}
          </Section>

          <Section
            id="education"
            title={panelTitle('04', 'Education')}
            className={styles.widePanel}
            headingClassName={styles.panelTitle}
          >
            {education.length > 0 && (
              <EducationList
                items={education}
                className={styles.educationGrid}
                itemClassName={styles.item}
                classNames={entryClasses}
                titleFallsBack
                orgAs="span"
              >
                {metaLine}
              </EducationList>
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
