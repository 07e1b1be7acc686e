import {
  BodySections,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  NameHeading,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  decoratedLayout,
  entryClassesFrom,
  fullName,
  hasText,
  portfolioView,
  profileParts,
  screenOnly,
  skillListsLayout,
  titleFirstLayout,
  twoDigits,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './creative.css';
import { creativeTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

/** A project card under its big number. */
const numberedCard = decoratedLayout(({ index }) => (
  <span className={styles.cardNumber} aria-hidden="true">
    {twoDigits(index + 1)}
  </span>
));

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

const profileClasses = { ...styles, username: styles.sticker };

/** Dates, descriptions and technologies look the same in every entry. */
const entryClasses = entryClassesFrom(styles);

export function CreativeTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, experience, projects, education } = portfolioView(data);
  // The class names are the parts' own names (avatar, initials, bio, contacts, contactLink).
  const profile = profileParts(data, { avatarSize: 240, classNames: profileClasses });

  return (
    <div className={`${creativeTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <span className={`${styles.shapeSun} ${screenOnly}`} aria-hidden="true" />
        <span className={`${styles.shapeRing} ${screenOnly}`} aria-hidden="true" />
        <div className={styles.heroText}>
          {profile.username}
          <NameHeading name={fullName(data)} className={styles.name}>
            {hasText(data.firstName) && <span className={styles.first}>{data.firstName}</span>}
            {hasText(data.firstName) && hasText(data.lastName) && ' '}
            {hasText(data.lastName) && <span className={styles.last}>{data.lastName}</span>}
          </NameHeading>
          {profile.headline}
          {profile.location}
          {profile.bio}
        </div>
        <div className={styles.portrait}>{profile.avatar}</div>
        {profile.contacts}
      </header>

      <main className={styles.main}>
        <BodySections
          data={data}
          templateOrder={['projects', 'experience', 'skills', 'education']}
          sections={{
            experience: (
              <ExperienceSection
                frame={frame}
                title={t('creative.experience')}
                items={experience}
                className={styles.jobs}
                itemClassName={styles.job}
                classNames={entryClasses}
              >
                {({ job, index, dates, description, technologies }) => (
                  <>
                    <span className={styles.jobNumber} aria-hidden="true">
                      {twoDigits(index + 1)}
                    </span>
                    <div className={styles.jobBody}>
                      <h3 className={styles.jobTitle} dir="auto">
                        {job.role}
                        {hasText(job.role) && hasText(job.companyName) && (
                          <span className={styles.at}> at </span>
                        )}
                        <span className={styles.company}>{job.companyName}</span>
                      </h3>
                      {dates}
                      {description}
                      {technologies}
                    </div>
                  </>
                )}
              </ExperienceSection>
            ),
            projects: (
              <ProjectSection
                frame={frame}
                title={t('creative.projects')}
                items={projects}
                className={styles.projectGrid}
                itemClassName={styles.projectCard}
                classNames={{
                  ...entryClasses,
                  title: styles.cardTitle,
                  links: styles.cardLinks,
                  link: styles.cardLink,
                }}
                linkArrow="→"
              >
                {numberedCard}
              </ProjectSection>
            ),
            skills: (
              <SkillsSection
                frame={frame}
                title={t('creative.skills')}
                skills={data.skills}
                className={styles.skillBoard}
                groupClassName={styles.skillGroup}
                titleClassName={styles.skillGroupTitle}
              >
                {skillListsLayout({
                  tech: { className: styles.stickers, itemClassName: styles.skillSticker },
                  soft: { className: styles.softList },
                })}
              </SkillsSection>
            ),
            education: (
              <EducationSection
                frame={frame}
                title={t('creative.education')}
                items={education}
                className={styles.schools}
                itemClassName={styles.school}
                classNames={{ ...entryClasses, title: styles.cardTitle, org: styles.company }}
              >
                {titleFirstLayout}
              </EducationSection>
            ),
          }}
          entries={{
            frame,
            className: styles.schools,
            itemClassName: styles.school,
            classNames: { ...entryClasses, title: styles.cardTitle, org: styles.company },
            layout: titleFirstLayout,
          }}
          links={{ frame, className: styles.contacts, linkClassName: styles.contactLink }}
        />
      </main>

      <MadeWithFooter name={name} className={styles.footer} nameClassName={styles.footerName} />
    </div>
  );
}
