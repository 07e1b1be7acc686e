import {
  BodySections,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  ProjectSection,
  SkillsSection,
  entryClassesFrom,
  portfolioView,
  profileParts,
  screenOnly,
  tagGroupLayout,
  titleFirstLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './nebullaGlass.css';
import { nebullaGlassTheme } from './tokens.css';

const entryClasses = entryClassesFrom(styles);

/** A glass panel around a section, with the panel's own placement in the grid. */
const panel = (placement: string) => ({
  className: `${styles.glass} ${styles.panel} ${placement}`,
  headingClassName: styles.sectionTitle,
});

export function NebullaGlassTemplate({ data }: TemplateProps) {
  const { name, experience, projects, education } = portfolioView(data);
  // The class names are the parts' own names (avatar, initials, name, username, bio, contacts…).
  const profile = profileParts(data, { avatarSize: 132, classNames: styles, iconSize: 16 });
  // Half-width panels sit in pairs in the template's own order; in the owner's order, each panel
  // takes the whole row so the page reads in exactly that order.
  const paired = (placement: string) =>
    data.sectionOrder.length > 0 ? styles.educationPanel : placement;

  return (
    <div className={`${nebullaGlassTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={`${styles.glass} ${styles.hero}`}>
          <div className={styles.portrait}>
            <span className={`${styles.orbit} ${screenOnly}`} aria-hidden="true" />
            {profile.avatar}
          </div>
          {profile.name}
          {profile.headline}
          {profile.location}
          {profile.username}
          {profile.bio}
          {profile.contacts}
        </header>

        <main className={styles.main}>
          <BodySections
            data={data}
            templateOrder={['experience', 'skills', 'projects', 'education']}
            sections={{
              experience: (
                <ExperienceSection
                  frame={panel(paired(styles.experiencePanel))}
                  items={experience}
                  className={styles.timeline}
                  itemClassName={styles.stop}
                  classNames={entryClasses}
                />
              ),
              projects: (
                <ProjectSection
                  frame={{
                    className: styles.projectsSection,
                    headingClassName: `${styles.sectionTitle} ${styles.floatingTitle}`,
                  }}
                  items={projects}
                  className={styles.projectGrid}
                  itemClassName={`${styles.glass} ${styles.projectCard}`}
                  classNames={{
                    ...entryClasses,
                    links: styles.projectLinks,
                    link: styles.projectLink,
                  }}
                  linkArrow="↗"
                />
              ),
              skills: (
                <SkillsSection
                  frame={panel(paired(styles.skillsPanel))}
                  skills={data.skills}
                  groupClassName={styles.skillGroup}
                  titleClassName={styles.groupTitle}
                >
                  {tagGroupLayout(styles.chips, styles.chip, styles.softChip)}
                </SkillsSection>
              ),
              education: (
                <EducationSection
                  frame={panel(styles.educationPanel)}
                  items={education}
                  className={styles.schools}
                  itemClassName={styles.school}
                  classNames={entryClasses}
                >
                  {titleFirstLayout}
                </EducationSection>
              ),
            }}
            entries={{
              frame: panel(styles.educationPanel),
              className: styles.schools,
              itemClassName: styles.school,
              classNames: entryClasses,
              layout: titleFirstLayout,
            }}
            links={{
              frame: panel(paired(styles.linksPanel)),
              className: styles.contacts,
              linkClassName: styles.contactLink,
              iconSize: 16,
            }}
          />
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
