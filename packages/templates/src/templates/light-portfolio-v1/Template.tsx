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
  const { name, contacts, experience, projects, education } = portfolioView(data);

  return (
    <div className={`${lightTheme} ${styles.root}`}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Avatar data={data} size={112} className={styles.avatar} />
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
        </div>
      </header>

      <main className={styles.main}>
        <ExperienceSection
          frame={{
            className: `${styles.section} ${styles.tone.lavender}`,
            headingClassName: styles.sectionTitle,
          }}
          items={experience}
          className={styles.timeline}
          itemClassName={styles.timelineEntry}
          classNames={entryClasses}
        />

        <ProjectSection
          frame={{
            className: `${styles.section} ${styles.tone.peach}`,
            headingClassName: styles.sectionTitle,
          }}
          items={projects}
          className={styles.cards}
          itemClassName={styles.card}
          classNames={{ ...entryClasses, links: styles.links, link: styles.textLink }}
          linkArrow="→"
        />

        <SkillsSection
          frame={{
            className: `${styles.section} ${styles.tone.mint}`,
            headingClassName: styles.sectionTitle,
          }}
          skills={data.skills}
          className={styles.skillGroups}
          groupClassName={styles.skillGroup}
          titleClassName={styles.skillGroupTitle}
        >
          {(items) => (
            <TagList items={items} className={styles.chips} itemClassName={styles.chip} />
          )}
        </SkillsSection>

        <EducationSection
          frame={{
            className: `${styles.section} ${styles.tone.sky}`,
            headingClassName: styles.sectionTitle,
          }}
          items={education}
          className={styles.timeline}
          itemClassName={styles.timelineEntry}
          classNames={entryClasses}
        />
      </main>

      <MadeWithFooter name={name} className={styles.footer} />
    </div>
  );
}
