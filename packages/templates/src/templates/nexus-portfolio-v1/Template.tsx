import type { ReactNode } from 'react';
import {
  Avatar,
  ContactList,
  EducationSection,
  type EntryParts,
  EntryText,
  ExperienceSection,
  PersonName,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  TagList,
  Username,
  portfolioView,
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

const frame: SectionFrame = { className: styles.widePanel, headingClassName: styles.panelTitle };

export function NexusTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);

  return (
    <div className={`${nexusTheme} ${styles.root}`}>
      <div className={styles.shell}>
        <header className={styles.hero}>
          <div>
            <Username username={data.username} className={styles.handle} />
            <PersonName name={name} className={styles.name} />
            <EntryText text={data.bio} className={styles.bio} />
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
          <ExperienceSection
            frame={{ className: styles.experiencePanel, headingClassName: styles.panelTitle }}
            title={panelTitle('01', 'Experience')}
            items={experience}
            className={styles.stack}
            itemClassName={styles.item}
            classNames={entryClasses}
            titleFallsBack
            orgAs="span"
          >
            {metaLine}
          </ExperienceSection>

          <SkillsSection
            frame={{ className: styles.skillsPanel, headingClassName: styles.panelTitle }}
            title={panelTitle('02', 'Skills')}
            skills={data.skills}
            titleClassName={styles.skillGroupTitle}
          >
            {(items, kind) => (
              <TagList
                items={items}
                className={styles.chips}
                itemClassName={kind === 'tech' ? styles.chip : styles.softChip}
                aria-label={kind === 'tech' ? 'Technical skills' : 'Soft skills'}
              />
            )}
          </SkillsSection>

          <ProjectSection
            frame={frame}
            title={panelTitle('03', 'Projects')}
            items={projects}
            className={styles.projectGrid}
            itemClassName={styles.projectCard}
            classNames={{ ...entryClasses, links: styles.projectLinks, link: styles.textLink }}
            linkArrow="→"
          />

          <EducationSection
            frame={frame}
            title={panelTitle('04', 'Education')}
            items={education}
            className={styles.educationGrid}
            itemClassName={styles.item}
            classNames={entryClasses}
            titleFallsBack
            orgAs="span"
          >
            {metaLine}
          </EducationSection>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio · Nexus</p>
        </footer>
      </div>
    </div>
  );
}
