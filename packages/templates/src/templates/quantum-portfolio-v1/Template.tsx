import {
  BodySections,
  type ContactLink,
  EducationSection,
  type EntryParts,
  ExperienceSection,
  MadeWithFooter,
  MarkedTitle,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  SocialIcon,
  decoratedLayout,
  entryClassesFrom,
  portfolioView,
  profileParts,
  screenOnly,
  sectionNumbers,
  skillListsLayout,
  twoDigits,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './quantum.css';
import { quantumTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

/** A section heading with its measured ruler: `[02] Projects ────┼────┼──`. */
const indexedTitle = (number: number, title: string) => (
  <MarkedTitle mark={`[${twoDigits(number)}]`} className={styles.sectionIndex}>
    {title}
  </MarkedTitle>
);

/** A technical skill as a tile of the periodic table: its number, then its name. */
const numberedElement = (skill: string, position: number) => (
  <>
    <span className={styles.elementNumber} aria-hidden="true">
      {position + 1}
    </span>
    <span className={styles.elementName}>{skill}</span>
  </>
);

const entryClasses = entryClassesFrom(styles);

// The class names are the parts' own names (avatar, initials, username, name, bio), but for the
// contact readouts.
const profileClasses = {
  ...styles,
  contacts: styles.readouts,
  contactItem: styles.readout,
  contactLabel: styles.readoutLabel,
  contactLink: styles.readoutLink,
};

/** A readout's value: its icon, then the address (or the word Resume, in the page's language). */
const readoutValue = (link: ContactLink) => (
  <>
    <SocialIcon name={link.kind} size={15} />
    {link.text}
  </>
);

/** A log line: the dates in the margin, the entry beside them. */
const logLayout = ({ dates, title, org, description, technologies }: EntryParts) => (
  <>
    {dates}
    <div className={styles.logBody}>
      {title}
      {org}
      {description}
      {technologies}
    </div>
  </>
);

/** A project under its specimen code (`P-01`). */
const codedProject = decoratedLayout(({ index: position }) => (
  <p className={styles.projectCode} aria-hidden="true">
    P-{twoDigits(position + 1)}
  </p>
));

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

/** Experience and education are both logs. */
const log = {
  frame,
  className: styles.log,
  itemClassName: styles.logEntry,
  classNames: entryClasses,
  children: logLayout,
};

export function QuantumTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, {
    avatarSize: 168,
    classNames: profileClasses,
    contactContent: readoutValue,
  });

  // Sections are numbered in the order they appear, skipping the empty ones.
  const numberOf = sectionNumbers(data, ['projects', 'experience', 'skills', 'education']);

  return (
    <div className={`${quantumTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <p className={`${styles.readoutBar} ${screenOnly}`} aria-hidden="true">
            <span>portfolio.v1</span>
            <span className={styles.pulse} />
          </p>
          <div className={styles.identity}>
            <div className={styles.specimen}>{profile.avatar}</div>
            <div className={styles.identityText}>
              {profile.username}
              {profile.name}
              {profile.headline}
              {profile.location}
              {profile.bio}
            </div>
          </div>
          {profile.contacts}
        </header>

        <main className={styles.main}>
          <BodySections
            data={data}
            templateOrder={['projects', 'experience', 'skills', 'education']}
            sections={{
              experience: (
                <ExperienceSection
                  {...log}
                  title={indexedTitle(numberOf('experience'), t('section.experience'))}
                  items={experience}
                />
              ),
              projects: (
                <ProjectSection
                  frame={frame}
                  title={indexedTitle(numberOf('projects'), t('section.projects'))}
                  items={projects}
                  className={styles.projectGrid}
                  itemClassName={styles.projectCard}
                  classNames={{
                    ...entryClasses,
                    links: styles.projectLinks,
                    link: styles.projectLink,
                  }}
                  renderLink={(link) => (
                    <>
                      {link.kind === 'source' ? '</> ' : '◉ '}
                      {link.text}
                    </>
                  )}
                >
                  {codedProject}
                </ProjectSection>
              ),
              skills: (
                <SkillsSection
                  frame={frame}
                  title={indexedTitle(numberOf('skills'), t('section.skills'))}
                  skills={data.skills}
                  groupClassName={styles.skillGroup}
                  titleClassName={styles.groupTitle}
                >
                  {skillListsLayout({
                    tech: {
                      className: styles.elements,
                      itemClassName: styles.element,
                      renderItem: numberedElement,
                    },
                    soft: { className: styles.softList },
                  })}
                </SkillsSection>
              ),
              education: (
                <EducationSection
                  {...log}
                  title={indexedTitle(numberOf('education'), t('section.education'))}
                  items={education}
                />
              ),
            }}
            entries={{
              frame,
              className: styles.log,
              itemClassName: styles.logEntry,
              classNames: entryClasses,
              layout: logLayout,
            }}
            links={{
              frame,
              className: styles.readouts,
              itemClassName: styles.readout,
              labelClassName: styles.readoutLabel,
              linkClassName: styles.readoutLink,
              children: readoutValue,
            }}
            title={(key, title) => indexedTitle(numberOf(key), title)}
          />
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
