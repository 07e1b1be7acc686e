import {
  ContactList,
  EducationSection,
  ExperienceSection,
  ProjectSection,
  SkillsSection,
  entryClassesFrom,
  portfolioView,
  profileParts,
  tagGroupLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modernMinimalist.css';
import { modernMinimalistTheme } from './tokens.css';

const entryClasses = { ...entryClassesFrom(styles), tags: styles.inlineList };

// The class names are the parts' own names (avatar, initials, username, name), but for the lead.
const profileClasses = { ...styles, bio: styles.lead };

/** Every section is a list of the same entries. */
const entries = {
  frame: { className: styles.section, headingClassName: styles.sectionTitle },
  className: styles.entries,
  itemClassName: styles.entry,
  classNames: entryClasses,
};

export function ModernMinimalistTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, { avatarSize: 56, classNames: profileClasses });

  return (
    <div className={`${modernMinimalistTheme} ${styles.root}`}>
      <div className={styles.column}>
        <header className={styles.header}>
          <div className={styles.masthead}>
            {profile.avatar}
            {profile.username}
          </div>
          {profile.name}
          {profile.bio}
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            itemClassName={styles.contactRow}
            labelClassName={styles.contactLabel}
            linkClassName={styles.contactLink}
          >
            {(link) => (link.kind === 'resume' ? 'View resume' : link.text)}
          </ContactList>
        </header>

        <main>
          <ExperienceSection {...entries} items={experience} />

          <ProjectSection
            {...entries}
            title="Selected work"
            items={projects}
            classNames={{
              ...entryClasses,
              title: styles.projectTitle,
              links: styles.projectLinks,
              link: styles.textLink,
            }}
            linkArrow="→"
          />

          <SkillsSection
            frame={entries.frame}
            skills={data.skills}
            groupClassName={styles.skillGroup}
            titleClassName={styles.groupTitle}
          >
            {tagGroupLayout(styles.skillList)}
          </SkillsSection>

          <EducationSection {...entries} items={education} />
        </main>

        <footer className={styles.footer}>
          <p dir="auto">© {name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
