import {
  BodySections,
  ContactList,
  datesFirstLayout,
  decoratedLayout,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  PdfLink,
  portfolioView,
  profileParts,
  ProjectSection,
  SafeLink,
  screenOnly,
  SkillsSection,
  SocialIcon,
  tagGroupLayout,
  type ProjectParts,
  type SectionFrame,
  usePdfHref,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './brilliant.css';
import { brilliantTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

const entryClasses = {
  title: styles.cardTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.pills,
  tag: styles.pill,
};

/** The first letter of a project, drawn large on its gradient cover. */
const monogram = (text: string) => Array.from(text.trim())[0]?.toUpperCase() ?? '';

/** A project card under its pictures, or under its gradient cover when it has none. */
const coveredCard = (parts: ProjectParts) =>
  decoratedLayout(
    ({ project }) =>
      project.images.length > 0 ? (
        parts.media
      ) : (
        <div className={styles.cover} aria-hidden="true">
          {monogram(project.projectName)}
        </div>
      ),
    styles.cardBody,
  )({ ...parts, media: null });

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

// The class names are the parts' own names (avatar, initials, name, bio), but for the badge.
const profileClasses = { ...styles, username: styles.badge };

/** Experience and education are grids of the same info cards. */
const infoCards = {
  frame,
  className: styles.cardGrid,
  itemClassName: styles.infoCard,
  classNames: entryClasses,
};

export function BrilliantTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, email, resume, socials, experience, projects, education } = portfolioView(data, t);
  const pdfHref = usePdfHref();
  const profile = profileParts(data, { avatarSize: 288, classNames: profileClasses });

  return (
    <div className={`${brilliantTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.hello}>Hello, I’m</p>
            {profile.name}
            {profile.headline}
            {profile.location}
            {profile.bio}
            {(email || resume || pdfHref) && (
              <p className={styles.actions}>
                {email && (
                  <SafeLink href={email.href} className={styles.primaryAction}>
                    <SocialIcon name="email" size={18} />
                    {email.text}
                  </SafeLink>
                )}
                {resume && (
                  <SafeLink href={resume.href} className={styles.secondaryAction}>
                    <SocialIcon name="resume" size={18} />
                    {resume.text}
                  </SafeLink>
                )}
                <PdfLink className={styles.secondaryAction} />
              </p>
            )}
            <ContactList
              links={socials}
              className={styles.socials}
              aria-label={t('nav.socialProfiles')}
              linkClassName={styles.socialLink}
            >
              {(link) => <SocialIcon name={link.kind} size={20} title={link.label} />}
            </ContactList>
          </div>
          <div className={styles.portrait}>
            <span className={`${styles.halo} ${screenOnly}`} aria-hidden="true" />
            {profile.avatar}
            {profile.username}
          </div>
        </div>
      </header>

      <main className={styles.main}>
        <BodySections
          data={data}
          templateOrder={['projects', 'experience', 'skills', 'education']}
          sections={{
            experience: <ExperienceSection {...infoCards} items={experience} />,
            projects: (
              <ProjectSection
                frame={frame}
                items={projects}
                className={styles.projectGrid}
                itemClassName={styles.projectCard}
                classNames={{
                  ...entryClasses,
                  links: styles.cardLinks,
                  link: styles.cardLink,
                  facts: styles.facts,
                  media: styles.media,
                  cover: styles.photo,
                  gallery: styles.gallery,
                  thumbnail: styles.thumbnail,
                }}
                linkArrow="↗"
              >
                {coveredCard}
              </ProjectSection>
            ),
            skills: (
              <SkillsSection
                frame={frame}
                skills={data.skills}
                className={styles.skillCards}
                groupClassName={styles.skillCard}
                titleClassName={styles.cardTitle}
              >
                {tagGroupLayout(styles.skillPills, styles.skillPill, styles.softPill)}
              </SkillsSection>
            ),
            education: <EducationSection {...infoCards} items={education} />,
          }}
          entries={{ ...infoCards, layout: datesFirstLayout }}
          links={{
            frame,
            className: styles.actions,
            linkClassName: styles.secondaryAction,
            iconSize: 18,
          }}
        />
      </main>

      <MadeWithFooter name={name} className={styles.footer} />
    </div>
  );
}
