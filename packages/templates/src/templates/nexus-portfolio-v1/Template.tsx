import {
  EducationSection,
  ExperienceSection,
  MarkedTitle,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  metaLineLayout,
  namedTagGroupLayout,
  portfolioView,
  profileParts,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './nexus.css';
import { nexusTheme } from './tokens.css';

/** A panel title with its dashboard index ('01'), which is decoration for sighted readers only. */
const panelTitle = (index: string, title: string) => (
  <MarkedTitle mark={index} className={styles.panelIndex}>
    {title}
  </MarkedTitle>
);

const entryClasses = {
  title: styles.itemTitle,
  org: styles.org,
  description: styles.muted,
  tags: styles.chips,
  tag: styles.chip,
};

const metaLine = metaLineLayout(styles.meta);

const frame: SectionFrame = { className: styles.widePanel, headingClassName: styles.panelTitle };

// The class names are the parts' own names (avatar, name, bio), but for the handle and links.
const profileClasses = {
  ...styles,
  username: styles.handle,
  contacts: styles.links,
  contactLink: styles.link,
};

/** Experience and education: title, then organisation and dates on one meta line. */
const metaEntries = {
  itemClassName: styles.item,
  classNames: entryClasses,
  titleFallsBack: true,
  orgAs: 'span' as const,
  children: metaLine,
};

export function NexusTemplate({ data }: TemplateProps) {
  const { name, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, { avatarSize: 220, classNames: profileClasses });

  return (
    <div className={`${nexusTheme} ${styles.root}`}>
      <div className={styles.shell}>
        <header className={styles.hero}>
          <div>
            {profile.username}
            {profile.name}
            {profile.bio}
            {profile.contacts}
          </div>
          <div className={styles.orb}>{profile.avatar}</div>
        </header>

        <main className={styles.bento}>
          <ExperienceSection
            frame={{ className: styles.experiencePanel, headingClassName: styles.panelTitle }}
            title={panelTitle('01', 'Experience')}
            items={experience}
            className={styles.stack}
            {...metaEntries}
          />

          <SkillsSection
            frame={{ className: styles.skillsPanel, headingClassName: styles.panelTitle }}
            title={panelTitle('02', 'Skills')}
            skills={data.skills}
            titleClassName={styles.skillGroupTitle}
          >
            {namedTagGroupLayout(styles.chips, styles.chip, styles.softChip)}
          </SkillsSection>

          <ProjectSection
            frame={frame}
            title={panelTitle('03', 'Projects')}
            items={projects}
            className={styles.projectGrid}
            itemClassName={styles.projectCard}
            classNames={{ ...entryClasses, links: styles.projectLinks, link: styles.textLink }}
            linkArrow="→"
          />

          <EducationSection
            frame={frame}
            title={panelTitle('04', 'Education')}
            items={education}
            className={styles.educationGrid}
            {...metaEntries}
          />
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio · Nexus</p>
        </footer>
      </div>
    </div>
  );
}
