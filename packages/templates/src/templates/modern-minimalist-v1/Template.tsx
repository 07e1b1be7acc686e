import {
  Avatar,
  EducationSection,
  EntryText,
  ExperienceSection,
  PersonName,
  ProjectSection,
  SafeLink,
  type SectionFrame,
  SkillsSection,
  TagList,
  Username,
  portfolioView,
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

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

export function ModernMinimalistTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);

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
            <Username username={data.username} className={styles.username} />
          </div>
          <PersonName name={name} className={styles.name} />
          <EntryText text={data.bio} className={styles.lead} />
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
          <ExperienceSection
            frame={frame}
            items={experience}
            className={styles.entries}
            itemClassName={styles.entry}
            classNames={entryClasses}
          />

          <ProjectSection
            frame={frame}
            title="Selected work"
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

          <SkillsSection
            frame={frame}
            skills={data.skills}
            groupClassName={styles.skillGroup}
            titleClassName={styles.groupTitle}
          >
            {(items) => <TagList items={items} className={styles.skillList} />}
          </SkillsSection>

          <EducationSection
            frame={frame}
            items={education}
            className={styles.entries}
            itemClassName={styles.entry}
            classNames={entryClasses}
          />
        </main>

        <footer className={styles.footer}>
          <p dir="auto">© {name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
