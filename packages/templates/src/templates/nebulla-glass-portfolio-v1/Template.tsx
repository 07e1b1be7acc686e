import {
  Avatar,
  ContactList,
  EducationSection,
  EntryText,
  ExperienceSection,
  MadeWithFooter,
  PersonName,
  ProjectSection,
  SkillsSection,
  TagList,
  Username,
  portfolioView,
  screenOnly,
  titleFirstLayout,
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
  const { name, contacts, experience, projects, education } = portfolioView(data);

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
          <PersonName name={name} className={styles.name} />
          <Username username={data.username} className={styles.username} />
          <EntryText text={data.bio} className={styles.bio} />
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            linkClassName={styles.contactLink}
            iconSize={16}
          />
        </header>

        <main className={styles.main}>
          <ExperienceSection
            frame={{
              className: `${styles.glass} ${styles.panel} ${styles.experiencePanel}`,
              headingClassName: styles.sectionTitle,
            }}
            items={experience}
            className={styles.timeline}
            itemClassName={styles.stop}
            classNames={entryClasses}
          />

          <SkillsSection
            frame={{
              className: `${styles.glass} ${styles.panel} ${styles.skillsPanel}`,
              headingClassName: styles.sectionTitle,
            }}
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
          </SkillsSection>

          <ProjectSection
            frame={{
              className: styles.projectsSection,
              headingClassName: `${styles.sectionTitle} ${styles.floatingTitle}`,
            }}
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

          <EducationSection
            frame={{
              className: `${styles.glass} ${styles.panel} ${styles.educationPanel}`,
              headingClassName: styles.sectionTitle,
            }}
            items={education}
            className={styles.schools}
            itemClassName={styles.school}
            classNames={entryClasses}
          >
            {titleFirstLayout}
          </EducationSection>
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
