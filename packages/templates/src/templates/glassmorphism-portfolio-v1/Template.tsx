import {
  Avatar,
  ContactList,
  EducationList,
  ExperienceList,
  ProjectList,
  Section,
  SkillGroups,
  SocialIcon,
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
import * as styles from './glassmorphism.css';
import { glassmorphismTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
  tag: styles.tag,
};

export function GlassmorphismTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${glassmorphismTheme} ${styles.root}`}>
      <div className={styles.backdrop} aria-hidden="true">
        <span className={`${styles.blob} ${styles.blobTone.violet}`} />
        <span className={`${styles.blob} ${styles.blobTone.pink}`} />
        <span className={`${styles.blob} ${styles.blobTone.orange}`} />
        <span className={`${styles.blob} ${styles.blobTone.cyan}`} />
      </div>

      <div className={styles.page}>
        <header className={styles.hero}>
          <div className={`${styles.glass} ${styles.intro}`}>
            <Avatar data={data} size={96} className={styles.avatar} />
            <div className={styles.introText}>
              {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
              <h1 className={styles.name} dir="auto">
                {name}
              </h1>
              {hasText(data.bio) && (
                <p className={styles.bio} dir="auto">
                  {data.bio}
                </p>
              )}
            </div>
          </div>
          {contacts.length > 0 && (
            <nav
              className={`${styles.glass} ${styles.contactPanel}`}
              aria-label="Contact and profiles"
            >
              <ContactList
                links={contacts}
                className={styles.contacts}
                linkClassName={styles.contactLink}
              >
                {(link) => (
                  <>
                    <span className={styles.contactIcon}>
                      <SocialIcon name={link.kind} size={18} />
                    </span>
                    <span className={styles.contactText}>
                      {link.kind === 'email' ? link.text : link.label}
                    </span>
                  </>
                )}
              </ContactList>
            </nav>
          )}
        </header>

        <main className={styles.bento}>
          <Section
            id="experience"
            title="Experience"
            className={`${styles.glass} ${styles.panel} ${styles.span.wide}`}
            headingClassName={styles.panelTitle}
          >
            {experience.length > 0 && (
              <ExperienceList
                items={experience}
                className={styles.entries}
                itemClassName={styles.entry}
                classNames={entryClasses}
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
            className={`${styles.glass} ${styles.panel} ${styles.span.narrow}`}
            headingClassName={styles.panelTitle}
          >
            {hasSkills(data.skills) && (
              <SkillGroups
                skills={data.skills}
                className={styles.skillGroups}
                titleClassName={styles.groupTitle}
              >
                {(items, kind) => (
                  <TagList
                    items={items}
                    className={styles.chips}
                    itemClassName={kind === 'tech' ? styles.chip : styles.softChip}
                  />
                )}
              </SkillGroups>
            )}
          </Section>

          <Section
            id="projects"
            title="Projects"
            className={`${styles.openSection} ${styles.span.full}`}
            headingClassName={styles.openTitle}
          >
            {projects.length > 0 && (
              <ProjectList
                items={projects}
                className={styles.projectGrid}
                itemClassName={`${styles.glass} ${styles.projectCard}`}
                classNames={{
                  ...entryClasses,
                  links: styles.projectLinks,
                  link: (link) => (link.kind === 'live' ? styles.button : styles.ghostButton),
                }}
              />
            )}
          </Section>

          <Section
            id="education"
            title="Education"
            className={`${styles.glass} ${styles.panel} ${styles.span.full}`}
            headingClassName={styles.panelTitle}
          >
            {education.length > 0 && (
              <EducationList
                items={education}
                className={styles.educationGrid}
                itemClassName={styles.educationEntry}
                classNames={entryClasses}
              />
            )}
          </Section>
        </main>

        <footer className={`${styles.glass} ${styles.footer}`}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
