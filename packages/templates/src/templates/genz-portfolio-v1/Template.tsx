import {
  Avatar,
  ContactList,
  EducationList,
  ExperienceList,
  ProjectList,
  Section,
  SkillGroups,
  TagList,
  contactLinks,
  fullName,
  hasSkills,
  hasText,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './genz.css';
import { genzTheme } from './tokens.css';

const fills = ['pink', 'lime', 'sky', 'orange', 'lilac'] as const;
const fillOf = (index: number) => styles.fill[fills[index % fills.length] ?? 'pink'];

const dateSticker = (fillIndex: number) =>
  `${styles.sticker} ${styles.dateSticker} ${fillOf(fillIndex)}`;
const hashTag = (technology: string) => <>#{technology}</>;
const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  tags: styles.tags,
  tag: styles.tag,
};

export function GenzTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${genzTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.nameBlock}>
            {hasText(data.username) && (
              <p className={`${styles.sticker} ${styles.fill.lime} ${styles.usernameSticker}`}>
                @{data.username}
              </p>
            )}
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            <p
              className={`${styles.sticker} ${styles.fill.pink} ${styles.helloSticker}`}
              aria-hidden="true"
            >
              hi!
            </p>
          </div>
          <div className={styles.avatarFrame}>
            <Avatar data={data} size={160} className={styles.avatar} />
          </div>
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
          <ContactList
            links={contacts}
            className={styles.contacts}
            aria-label="Contact and profiles"
            linkClassName={(_link, index) => `${styles.button} ${fillOf(index + 2)}`}
          />
        </header>

        <main className={styles.main}>
          <Section
            id="projects"
            title="Projects"
            className={styles.section}
            headingClassName={`${styles.sectionTitle} ${styles.fill.sky}`}
          >
            {projects.length > 0 && (
              <ProjectList
                items={projects}
                className={styles.projectGrid}
                itemClassName={(index) => `${styles.block} ${styles.projectCard} ${fillOf(index)}`}
                classNames={{
                  ...entryClasses,
                  links: styles.projectLinks,
                  link: styles.inkButton,
                }}
                linkArrow="↗"
                renderTag={hashTag}
              />
            )}
          </Section>

          <Section
            id="experience"
            title="Experience"
            className={styles.section}
            headingClassName={`${styles.sectionTitle} ${styles.fill.orange}`}
          >
            {experience.length > 0 && (
              <ExperienceList
                items={experience}
                className={styles.stack}
                itemClassName={`${styles.block} ${styles.paperBlock}`}
                classNames={{ ...entryClasses, dates: (index) => dateSticker(index + 1) }}
                renderTag={hashTag}
              >
                {({ title, dates, org, description, technologies }) => (
                  <>
                    <div className={styles.entryHead}>
                      {title}
                      {dates}
                    </div>
                    {org}
                    {description}
                    {technologies}
                  </>
                )}
              </ExperienceList>
            )}
          </Section>

          <Section
            id="skills"
            title="Skills"
            className={styles.section}
            headingClassName={`${styles.sectionTitle} ${styles.fill.lime}`}
          >
            {hasSkills(data.skills) && (
              <SkillGroups
                skills={data.skills}
                className={styles.skillGroups}
                groupClassName={(kind) =>
                  `${styles.block} ${kind === 'tech' ? styles.inkBlock : styles.fill.lilac}`
                }
                titleClassName={styles.groupTitle}
              >
                {(items, kind) => (
                  <TagList
                    items={items}
                    className={styles.stickers}
                    itemClassName={(index) =>
                      `${styles.sticker} ${styles.skillSticker} ${kind === 'tech' ? fillOf(index) : styles.fill.paper}`
                    }
                  />
                )}
              </SkillGroups>
            )}
          </Section>

          <Section
            id="education"
            title="Education"
            className={styles.section}
            headingClassName={`${styles.sectionTitle} ${styles.fill.pink}`}
          >
            {education.length > 0 && (
              <EducationList
                items={education}
                className={styles.educationGrid}
                itemClassName={`${styles.block} ${styles.paperBlock}`}
                classNames={{ ...entryClasses, dates: (index) => dateSticker(index + 3) }}
              />
            )}
          </Section>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
