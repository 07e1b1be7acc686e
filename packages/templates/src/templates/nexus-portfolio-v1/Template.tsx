import type { PortfolioData, SectionKey } from '@showfolio/portfolio-schema';
import {
  BodySections,
  bodySectionKeys,
  twoDigits,
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
import { useMessages } from '../../i18n/PageMessages';

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

const spec = ['experience', 'skills', 'projects', 'education'] as const;

/**
 * The dashboard's panel numbers: the spec's four keep 01–04 (empty ones too, as the dashboard has
 * always counted them) and the other sections follow, until the owner chooses an order, which
 * then numbers the panels shown from 01.
 */
function panelNumbers(data: PortfolioData) {
  const shown = bodySectionKeys(data, spec);
  if (data.sectionOrder.length > 0) return (key: SectionKey) => shown.indexOf(key) + 1;
  const extras = shown.filter((key) => !(spec as readonly string[]).includes(key));
  return (key: SectionKey) => {
    const place = (spec as readonly string[]).indexOf(key);
    return place === -1 ? spec.length + extras.indexOf(key) + 1 : place + 1;
  };
}

export function NexusTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, { avatarSize: 220, classNames: profileClasses });
  const numberOf = panelNumbers(data);
  // Half-width panels sit in pairs in the template's own order; in the owner's order, each panel
  // takes the whole row so the page reads in exactly that order.
  const paired = (placement: string) =>
    data.sectionOrder.length > 0 ? styles.widePanel : placement;

  return (
    <div className={`${nexusTheme} ${styles.root}`}>
      <div className={styles.shell}>
        <header className={styles.hero}>
          <div>
            {profile.username}
            {profile.name}
            {profile.headline}
            {profile.location}
            {profile.bio}
            {profile.contacts}
          </div>
          <div className={styles.orb}>{profile.avatar}</div>
        </header>

        <main className={styles.bento}>
          <BodySections
            data={data}
            templateOrder={spec}
            sections={{
              experience: (
                <ExperienceSection
                  frame={{
                    className: paired(styles.experiencePanel),
                    headingClassName: styles.panelTitle,
                  }}
                  title={panelTitle(twoDigits(numberOf('experience')), t('section.experience'))}
                  items={experience}
                  className={styles.stack}
                  {...metaEntries}
                />
              ),
              projects: (
                <ProjectSection
                  frame={frame}
                  title={panelTitle(twoDigits(numberOf('projects')), t('section.projects'))}
                  items={projects}
                  className={styles.projectGrid}
                  itemClassName={styles.projectCard}
                  classNames={{
                    ...entryClasses,
                    links: styles.projectLinks,
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
                  frame={{
                    className: paired(styles.skillsPanel),
                    headingClassName: styles.panelTitle,
                  }}
                  title={panelTitle(twoDigits(numberOf('skills')), t('section.skills'))}
                  skills={data.skills}
                  titleClassName={styles.skillGroupTitle}
                >
                  {namedTagGroupLayout(styles.chips, styles.chip, styles.softChip)}
                </SkillsSection>
              ),
              education: (
                <EducationSection
                  frame={frame}
                  title={panelTitle(twoDigits(numberOf('education')), t('section.education'))}
                  items={education}
                  className={styles.educationGrid}
                  {...metaEntries}
                />
              ),
            }}
            entries={{
              frame,
              className: styles.educationGrid,
              itemClassName: styles.item,
              classNames: entryClasses,
              orgAs: 'span',
              layout: metaLine,
            }}
            links={{
              frame: { className: paired(styles.skillsPanel), headingClassName: styles.panelTitle },
              className: styles.links,
              linkClassName: styles.link,
            }}
            title={(key, title) => panelTitle(twoDigits(numberOf(key)), title)}
          />
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>{t('footer.madeWith')} · Nexus</p>
        </footer>
      </div>
    </div>
  );
}
