import {
  ContactList,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  ProjectSection,
  SkillsSection,
  SocialIcon,
  entryClassesFrom,
  headRowLayout,
  portfolioView,
  profileParts,
  tagGroupLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './glassmorphism.css';
import { glassmorphismTheme } from './tokens.css';

const entryClasses = entryClassesFrom(styles);

/** A glass panel spanning its share of the bento grid. */
const panel = (span: keyof typeof styles.span) => ({
  className: `${styles.glass} ${styles.panel} ${styles.span[span]}`,
  headingClassName: styles.panelTitle,
});

export function GlassmorphismTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);
  // The class names are the parts' own names (avatar, name, username, bio).
  const profile = profileParts(data, { avatarSize: 96, classNames: styles });

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
            {profile.avatar}
            <div className={styles.introText}>
              {profile.username}
              {profile.name}
              {profile.bio}
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
            frame={panel('wide')}
            items={experience}
            className={styles.entries}
            itemClassName={styles.entry}
            classNames={entryClasses}
          >
            {headRowLayout(styles.entryHead)}
          </ExperienceSection>

          <SkillsSection
            frame={panel('narrow')}
            skills={data.skills}
            className={styles.skillGroups}
            titleClassName={styles.groupTitle}
          >
            {tagGroupLayout(styles.chips, styles.chip, styles.softChip)}
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
            frame={panel('full')}
            items={education}
            className={styles.educationGrid}
            itemClassName={styles.educationEntry}
            classNames={entryClasses}
          />
        </main>

        <MadeWithFooter name={name} className={`${styles.glass} ${styles.footer}`} />
      </div>
    </div>
  );
}
