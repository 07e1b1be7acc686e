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
import * as styles from './modernMinimal.css';
import { modernMinimalTheme } from './tokens.css';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
  tag: styles.tag,
};

export function ModernMinimalTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${modernMinimalTheme} ${styles.root}`}>
      <div className={styles.sheet}>
        <header className={styles.header}>
          <Avatar data={data} size={88} className={styles.avatar} />
          <div className={styles.identity}>
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            {hasText(data.username) && <p className={styles.username}>@{data.username}</p>}
          </div>
        </header>

        <main className={styles.columns}>
          <div className={styles.sidebar}>
            <Section
              id="contact"
              title="Contact"
              className={styles.sideSection}
              headingClassName={styles.sectionTitle}
            >
              {contacts.length > 0 && (
                <ContactList
                  links={contacts}
                  className={styles.contactList}
                  linkClassName={styles.contactLink}
                >
                  {(link) => (
                    <>
                      <SocialIcon name={link.kind} size={15} />
                      <span className={styles.contactText}>
                        {link.kind === 'email' || link.kind === 'resume'
                          ? link.text
                          : `${link.label} · ${link.text}`}
                      </span>
                    </>
                  )}
                </ContactList>
              )}
            </Section>

            <Section
              id="skills"
              title="Skills"
              className={styles.sideSection}
              headingClassName={styles.sectionTitle}
            >
              {hasSkills(data.skills) && (
                <SkillGroups
                  skills={data.skills}
                  className={styles.skillGroups}
                  titleClassName={styles.groupTitle}
                >
                  {(items) => (
                    <TagList
                      items={items}
                      className={styles.skillList}
                      itemClassName={styles.skill}
                    />
                  )}
                </SkillGroups>
              )}
            </Section>

            <Section
              id="education"
              title="Education"
              className={styles.sideSection}
              headingClassName={styles.sectionTitle}
            >
              {education.length > 0 && (
                <EducationList
                  items={education}
                  className={styles.sideEntries}
                  itemClassName={styles.sideEntry}
                  classNames={{
                    title: styles.sideEntryTitle,
                    org: styles.org,
                    dates: styles.dates,
                    description: styles.smallText,
                  }}
                >
                  {({ title, org, dates, description }) => (
                    <>
                      {title}
                      {org}
                      {dates}
                      {description}
                    </>
                  )}
                </EducationList>
              )}
            </Section>
          </div>

          <div className={styles.content}>
            <Section
              id="profile"
              title="Profile"
              className={styles.mainSection}
              headingClassName={styles.sectionTitle}
            >
              {hasText(data.bio) && (
                <p className={styles.bio} dir="auto">
                  {data.bio}
                </p>
              )}
            </Section>

            <Section
              id="experience"
              title="Experience"
              className={styles.mainSection}
              headingClassName={styles.sectionTitle}
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
              id="projects"
              title="Projects"
              className={styles.mainSection}
              headingClassName={styles.sectionTitle}
            >
              {projects.length > 0 && (
                <ProjectList
                  items={projects}
                  className={styles.entries}
                  itemClassName={styles.entry}
                  classNames={{
                    ...entryClasses,
                    links: styles.projectLinks,
                    link: styles.textLink,
                  }}
                >
                  {({ title, links, description, technologies }) => (
                    <>
                      <div className={styles.entryHead}>
                        {title}
                        {links}
                      </div>
                      {description}
                      {technologies}
                    </>
                  )}
                </ProjectList>
              )}
            </Section>
          </div>
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name}</p>
          <p>Made with Showfolio</p>
        </footer>
      </div>
    </div>
  );
}
