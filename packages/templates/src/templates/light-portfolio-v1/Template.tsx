import {
  BodySections,
  datesFirstLayout,
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
          {profile.headline}
          {profile.location}
          {profile.username}
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
              <ExperienceSection frame={frameIn('lavender')} items={experience} {...timeline} />
            ),
            projects: (
              <ProjectSection
                frame={frameIn('peach')}
                items={projects}
                className={styles.cards}
                itemClassName={styles.card}
                classNames={{
                  ...entryClasses,
                  links: styles.links,
                  link: styles.textLink,
                  facts: styles.facts,
                  cover: styles.shot,
                  thumbnail: styles.shot,
                }}
                linkArrow="→"
              />
            ),
            skills: (
              <SkillsSection
                frame={frameIn('mint')}
                skills={data.skills}
                className={styles.skillGroups}
                groupClassName={styles.skillGroup}
                titleClassName={styles.skillGroupTitle}
              >
                {tagGroupLayout(styles.chips, styles.chip)}
              </SkillsSection>
            ),
            education: <EducationSection frame={frameIn('sky')} items={education} {...timeline} />,
          }}
          entries={{ frame: frameIn('lavender'), ...timeline, layout: datesFirstLayout }}
          links={{
            frame: frameIn('mint'),
            className: styles.contacts,
            linkClassName: styles.contactLink,
            iconSize: 16,
          }}
        />
      </main>

      <MadeWithFooter name={name} className={styles.footer} />
    </div>
  );
}
