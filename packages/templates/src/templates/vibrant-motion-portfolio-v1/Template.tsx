import {
  BodySections,
  datesFirstLayout,
  type ContactLink,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  MarkedTitle,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  entryClassesFrom,
  portfolioView,
  profileParts,
  sectionNumbers,
  tagGroupLayout,
  twoDigits,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './vibrantMotion.css';
import { vibrantMotionTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

const accentCycle = ['pink', 'cyan', 'yellow', 'lime'] as const;
const accentOf = (index: number) =>
  styles.accent[accentCycle[index % accentCycle.length] ?? 'pink'];

const numberedTitle = (number: number, title: string) => (
  <MarkedTitle mark={twoDigits(number)} className={styles.sectionNumber}>
    {title}
  </MarkedTitle>
);

const entryClasses = entryClassesFrom(styles);

const profileClasses = {
  ...styles,
  contactLink: (_link: ContactLink, index: number) => `${styles.contactLink} ${accentOf(index)}`,
};

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

export function VibrantMotionTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, experience, projects, education } = portfolioView(data);
  // The class names are the parts' own names (avatar, username, name, bio, contacts).
  const profile = profileParts(data, { avatarSize: 88, classNames: profileClasses });
  // Decorative section numbers follow only the sections that are shown.
  const numberOf = sectionNumbers(data, ['experience', 'projects', 'skills', 'education']);

  return (
    <div className={`${vibrantMotionTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroTop}>
            {profile.avatar}
            {profile.username}
          </div>
          {profile.name}
          {profile.headline}
          {profile.location}
          <span className={styles.heroBar} aria-hidden="true" />
          {profile.bio}
          {profile.contacts}
        </div>
      </header>

      <main className={styles.main}>
        <BodySections
          data={data}
          templateOrder={['experience', 'projects', 'skills', 'education']}
          sections={{
            experience: (
              <ExperienceSection
                frame={frame}
                title={numberedTitle(numberOf('experience'), t('section.experience'))}
                items={experience}
                className={styles.stack}
                itemClassName={(index) => `${styles.card} ${styles.reveal} ${accentOf(index)}`}
                classNames={entryClasses}
              >
                {({ title, org, dates, description, technologies }) => (
                  <>
                    <div className={styles.cardHead}>
                      <div className={styles.cardHeading}>
                        {title}
                        {org}
                      </div>
                      {dates}
                    </div>
                    {description}
                    {technologies}
                  </>
                )}
              </ExperienceSection>
            ),
            projects: (
              <ProjectSection
                frame={frame}
                title={numberedTitle(numberOf('projects'), t('section.projects'))}
                items={projects}
                className={styles.projectGrid}
                itemClassName={(index) =>
                  `${styles.card} ${styles.projectCard} ${styles.reveal} ${accentOf(index + 1)}`
                }
                classNames={{
                  ...entryClasses,
                  title: styles.projectTitle,
                  links: styles.projectLinks,
                  link: styles.projectLink,
                }}
                linkArrow="↗"
              />
            ),
            skills: (
              <SkillsSection
                frame={frame}
                title={numberedTitle(numberOf('skills'), t('section.skills'))}
                skills={data.skills}
                className={styles.skillGroups}
                groupClassName={`${styles.skillPanel} ${styles.reveal}`}
                titleClassName={styles.groupTitle}
              >
                {tagGroupLayout(
                  styles.pills,
                  (index) => `${styles.pill} ${accentOf(index)}`,
                  styles.outlinePill,
                )}
              </SkillsSection>
            ),
            education: (
              <EducationSection
                frame={frame}
                title={numberedTitle(numberOf('education'), t('section.education'))}
                items={education}
                className={styles.educationList}
                itemClassName={(index) =>
                  `${styles.educationEntry} ${styles.reveal} ${accentOf(index + 2)}`
                }
                classNames={entryClasses}
              />
            ),
          }}
          entries={{
            frame,
            className: styles.educationList,
            itemClassName: (index) =>
              `${styles.educationEntry} ${styles.reveal} ${accentOf(index + 2)}`,
            classNames: entryClasses,
            layout: datesFirstLayout,
          }}
          links={{
            frame,
            className: styles.contacts,
            linkClassName: (_link, index) => `${styles.contactLink} ${accentOf(index)}`,
          }}
          title={(key, title) => numberedTitle(numberOf(key), title)}
        />
      </main>

      <MadeWithFooter name={name} className={styles.footer} />
    </div>
  );
}
