import {
  BodySections,
  datesFirstLayout,
  type ContactLink,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  ProjectSection,
  SkillsSection,
  entryClassesFrom,
  headRowLayout,
  portfolioView,
  profileParts,
  tagGroupLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './genz.css';
import { genzTheme } from './tokens.css';

const fills = ['pink', 'lime', 'sky', 'orange', 'lilac'] as const;
const fillOf = (index: number) => styles.fill[fills[index % fills.length] ?? 'pink'];

const dateSticker = (fillIndex: number) =>
  `${styles.sticker} ${styles.dateSticker} ${fillOf(fillIndex)}`;
const skillSticker = `${styles.sticker} ${styles.skillSticker}`;
const hashTag = (technology: string) => <>#{technology}</>;
const entryClasses = entryClassesFrom(styles);

const profileClasses = {
  avatar: styles.avatar,
  name: styles.name,
  username: `${styles.sticker} ${styles.fill.lime} ${styles.usernameSticker}`,
  headline: styles.headline,
  location: styles.location,
  bio: styles.bio,
  contacts: styles.contacts,
  contactLink: (_link: ContactLink, index: number) => `${styles.button} ${fillOf(index + 2)}`,
};

/** Each section's heading is a sticker of its own colour. */
const stickered = (fill: keyof typeof styles.fill) => ({
  className: styles.section,
  headingClassName: `${styles.sectionTitle} ${styles.fill[fill]}`,
});

export function GenzTemplate({ data }: TemplateProps) {
  const { name, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, { avatarSize: 160, classNames: profileClasses });

  return (
    <div className={`${genzTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.nameBlock}>
            {profile.username}
            {profile.name}
            {profile.headline}
            {profile.location}
            <p
              className={`${styles.sticker} ${styles.fill.pink} ${styles.helloSticker}`}
              aria-hidden="true"
            >
              hi!
            </p>
          </div>
          <div className={styles.avatarFrame}>{profile.avatar}</div>
          {profile.bio}
          {profile.contacts}
        </header>

        <main className={styles.main}>
          <BodySections
            data={data}
            templateOrder={['projects', 'experience', 'skills', 'education']}
            sections={{
              experience: (
                <ExperienceSection
                  frame={stickered('orange')}
                  items={experience}
                  className={styles.stack}
                  itemClassName={`${styles.block} ${styles.paperBlock}`}
                  classNames={{ ...entryClasses, dates: (index) => dateSticker(index + 1) }}
                  renderTag={hashTag}
                >
                  {headRowLayout(styles.entryHead)}
                </ExperienceSection>
              ),
              projects: (
                <ProjectSection
                  frame={stickered('sky')}
                  items={projects}
                  className={styles.projectGrid}
                  itemClassName={(index) =>
                    `${styles.block} ${styles.projectCard} ${fillOf(index)}`
                  }
                  classNames={{
                    ...entryClasses,
                    links: styles.projectLinks,
                    link: styles.inkButton,
                  }}
                  linkArrow="↗"
                  renderTag={hashTag}
                />
              ),
              skills: (
                <SkillsSection
                  frame={stickered('lime')}
                  skills={data.skills}
                  className={styles.skillGroups}
                  groupClassName={(kind) =>
                    `${styles.block} ${kind === 'tech' ? styles.inkBlock : styles.fill.lilac}`
                  }
                  titleClassName={styles.groupTitle}
                >
                  {tagGroupLayout(
                    styles.stickers,
                    (index) => `${skillSticker} ${fillOf(index)}`,
                    `${skillSticker} ${styles.fill.paper}`,
                  )}
                </SkillsSection>
              ),
              education: (
                <EducationSection
                  frame={stickered('pink')}
                  items={education}
                  className={styles.educationGrid}
                  itemClassName={`${styles.block} ${styles.paperBlock}`}
                  classNames={{ ...entryClasses, dates: (index) => dateSticker(index + 3) }}
                />
              ),
            }}
            entries={{
              frame: stickered('lilac'),
              className: styles.educationGrid,
              itemClassName: `${styles.block} ${styles.paperBlock}`,
              classNames: { ...entryClasses, dates: (index) => dateSticker(index + 3) },
              layout: datesFirstLayout,
            }}
            links={{
              frame: stickered('sky'),
              className: styles.contacts,
              linkClassName: (_link, index) => `${styles.button} ${fillOf(index + 2)}`,
            }}
          />
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
