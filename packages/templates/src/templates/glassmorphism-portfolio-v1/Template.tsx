import {
  BodySections,
  ContactList,
  datesFirstLayout,
  EducationSection,
  entryClassesFrom,
  ExperienceSection,
  headRowLayout,
  MadeWithFooter,
  portfolioView,
  profileParts,
  ProjectSection,
  SkillsSection,
  SocialIcon,
  tagGroupLayout,
  type ContactLink,
  usePdfHref,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './glassmorphism.css';
import { glassmorphismTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

const entryClasses = entryClassesFrom(styles);

/** A glass panel spanning its share of the bento grid. */
const panel = (span: keyof typeof styles.span) => ({
  className: `${styles.glass} ${styles.panel} ${styles.span[span]}`,
  headingClassName: styles.panelTitle,
});

/** A contact or profile link: its icon in a glass disc, then the address or the platform's name. */
const contactContent = (link: ContactLink) => (
  <>
    <span className={styles.contactIcon}>
      <SocialIcon name={link.kind} size={18} />
    </span>
    <span className={styles.contactText}>{link.kind === 'email' ? link.text : link.label}</span>
  </>
);

export function GlassmorphismTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, contacts, experience, projects, education } = portfolioView(data, t);
  const pdfHref = usePdfHref();
  // The class names are the parts' own names (avatar, name, username, bio).
  const profile = profileParts(data, { avatarSize: 96, classNames: styles });
  // Wide and narrow panels sit in pairs in the template's own order; in the owner's order, each
  // panel takes the whole row so the page reads in exactly that order.
  const paired = (span: keyof typeof styles.span) => (data.sectionOrder.length > 0 ? 'full' : span);

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
              {profile.headline}
              {profile.location}
              {profile.bio}
            </div>
          </div>
          {(contacts.length > 0 || pdfHref) && (
            <nav
              className={`${styles.glass} ${styles.contactPanel}`}
              aria-label={t('nav.contactAndProfiles')}
            >
              <ContactList
                links={contacts}
                className={styles.contacts}
                linkClassName={styles.contactLink}
                withPdfLink
              >
                {contactContent}
              </ContactList>
            </nav>
          )}
        </header>

        <main className={styles.bento}>
          <BodySections
            data={data}
            templateOrder={['experience', 'skills', 'projects', 'education']}
            sections={{
              experience: (
                <ExperienceSection
                  frame={panel(paired('wide'))}
                  items={experience}
                  className={styles.entries}
                  itemClassName={styles.entry}
                  classNames={entryClasses}
                >
                  {headRowLayout(styles.entryHead)}
                </ExperienceSection>
              ),
              projects: (
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
              ),
              skills: (
                <SkillsSection
                  frame={panel(paired('narrow'))}
                  skills={data.skills}
                  className={styles.skillGroups}
                  titleClassName={styles.groupTitle}
                >
                  {tagGroupLayout(styles.chips, styles.chip, styles.softChip)}
                </SkillsSection>
              ),
              education: (
                <EducationSection
                  frame={panel('full')}
                  items={education}
                  className={styles.educationGrid}
                  itemClassName={styles.educationEntry}
                  classNames={entryClasses}
                />
              ),
            }}
            entries={{
              frame: panel('full'),
              className: styles.educationGrid,
              itemClassName: styles.educationEntry,
              classNames: entryClasses,
              layout: datesFirstLayout,
            }}
            links={{
              frame: panel(paired('narrow')),
              className: styles.contacts,
              linkClassName: styles.contactLink,
              children: contactContent,
            }}
          />
        </main>

        <MadeWithFooter name={name} className={`${styles.glass} ${styles.footer}`} />
      </div>
    </div>
  );
}
