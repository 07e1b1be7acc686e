import {
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

  return (
    <div className={`${nebullaGlassTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={`${styles.glass} ${styles.hero}`}>
          <div className={styles.portrait}>
            <span className={`${styles.orbit} ${screenOnly}`} aria-hidden="true" />
            {profile.avatar}
          </div>
          {profile.name}
          {profile.username}
          {profile.bio}
          {profile.contacts}
        </header>

        <main className={styles.main}>
          <ExperienceSection
            frame={panel(styles.experiencePanel)}
            items={experience}
            className={styles.timeline}
            itemClassName={styles.stop}
            classNames={entryClasses}
          />

          <SkillsSection
            frame={panel(styles.skillsPanel)}
            skills={data.skills}
            groupClassName={styles.skillGroup}
            titleClassName={styles.groupTitle}
          >
            {tagGroupLayout(styles.chips, styles.chip, styles.softChip)}
          </SkillsSection>

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

          <EducationSection
            frame={panel(styles.educationPanel)}
            items={education}
            className={styles.schools}
            itemClassName={styles.school}
            classNames={entryClasses}
          >
            {titleFirstLayout}
          </EducationSection>
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
