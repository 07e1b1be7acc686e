import {
  Avatar,
  ContactList,
  EducationSection,
  EntryText,
  ExperienceSection,
  PersonName,
  ProjectSection,
  SkillsSection,
  SocialIcon,
  TagList,
  Username,
  headRowLayout,
  portfolioView,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './glassmorphism.css';
import { glassmorphismTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
  tag: styles.tag,
};

export function GlassmorphismTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);

  return (
    <div className={`${glassmorphismTheme} ${styles.root}`}>
      <div className={styles.backdrop} aria-hidden="true">
        <span className={`${styles.blob} ${styles.blobTone.violet}`} />
        <span className={`${styles.blob} ${styles.blobTone.pink}`} />
        <span className={`${styles.blob} ${styles.blobTone.orange}`} />
        <span className={`${styles.blob} ${styles.blobTone.cyan}`} />
      </div>

      <div className={styles.page}>
        <header className={styles.hero}>
          <div className={`${styles.glass} ${styles.intro}`}>
            <Avatar data={data} size={96} className={styles.avatar} />
            <div className={styles.introText}>
              <Username username={data.username} className={styles.username} />
              <PersonName name={name} className={styles.name} />
              <EntryText text={data.bio} className={styles.bio} />
            </div>
          </div>
          {contacts.length > 0 && (
            <nav
              className={`${styles.glass} ${styles.contactPanel}`}
              aria-label="Contact and profiles"
            >
              <ContactList
                links={contacts}
                className={styles.contacts}
                linkClassName={styles.contactLink}
              >
                {(link) => (
                  <>
                    <span className={styles.contactIcon}>
                      <SocialIcon name={link.kind} size={18} />
                    </span>
                    <span className={styles.contactText}>
                      {link.kind === 'email' ? link.text : link.label}
                    </span>
                  </>
                )}
              </ContactList>
            </nav>
          )}
        </header>

        <main className={styles.bento}>
          <ExperienceSection
            frame={{
              className: `${styles.glass} ${styles.panel} ${styles.span.wide}`,
              headingClassName: styles.panelTitle,
            }}
            items={experience}
            className={styles.entries}
            itemClassName={styles.entry}
            classNames={entryClasses}
          >
            {headRowLayout(styles.entryHead)}
          </ExperienceSection>

          <SkillsSection
            frame={{
              className: `${styles.glass} ${styles.panel} ${styles.span.narrow}`,
              headingClassName: styles.panelTitle,
            }}
            skills={data.skills}
            className={styles.skillGroups}
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
              className: `${styles.openSection} ${styles.span.full}`,
              headingClassName: styles.openTitle,
            }}
            items={projects}
            className={styles.projectGrid}
            itemClassName={`${styles.glass} ${styles.projectCard}`}
            classNames={{
              ...entryClasses,
              links: styles.projectLinks,
              link: (link) => (link.kind === 'live' ? styles.button : styles.ghostButton),
            }}
          />

          <EducationSection
            frame={{
              className: `${styles.glass} ${styles.panel} ${styles.span.full}`,
              headingClassName: styles.panelTitle,
            }}
            items={education}
            className={styles.educationGrid}
            itemClassName={styles.educationEntry}
            classNames={entryClasses}
          />
        </main>

        <footer className={`${styles.glass} ${styles.footer}`}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
