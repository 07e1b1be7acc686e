import {
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  ProjectSection,
  SkillsSection,
  entryClassesFrom,
  portfolioView,
  profileParts,
  tagGroupLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './light.css';
import { lightTheme } from './tokens.css';

const entryClasses = { ...entryClassesFrom(styles), description: styles.prose };

/** Each section is a card of its own pastel tone. */
const frameIn = (tone: keyof typeof styles.tone) => ({
  className: `${styles.section} ${styles.tone[tone]}`,
  headingClassName: styles.sectionTitle,
});

/** The timeline both experience and education use. */
const timeline = {
  className: styles.timeline,
  itemClassName: styles.timelineEntry,
  classNames: entryClasses,
};

export function LightTemplate({ data }: TemplateProps) {
  const { name, experience, projects, education } = portfolioView(data);
  // The class names are the parts' own names (avatar, name, username, bio, contacts…).
  const profile = profileParts(data, { avatarSize: 112, classNames: styles, iconSize: 16 });

  return (
    <div className={`${lightTheme} ${styles.root}`}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {profile.avatar}
          {profile.name}
          {profile.username}
          {profile.bio}
          {profile.contacts}
        </div>
      </header>

      <main className={styles.main}>
        <ExperienceSection frame={frameIn('lavender')} items={experience} {...timeline} />

        <ProjectSection
          frame={frameIn('peach')}
          items={projects}
          className={styles.cards}
          itemClassName={styles.card}
          classNames={{ ...entryClasses, links: styles.links, link: styles.textLink }}
          linkArrow="→"
        />

        <SkillsSection
          frame={frameIn('mint')}
          skills={data.skills}
          className={styles.skillGroups}
          groupClassName={styles.skillGroup}
          titleClassName={styles.skillGroupTitle}
        >
          {tagGroupLayout(styles.chips, styles.chip)}
        </SkillsSection>

        <EducationSection frame={frameIn('sky')} items={education} {...timeline} />
      </main>

      <MadeWithFooter name={name} className={styles.footer} />
    </div>
  );
}
