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
  screenOnly,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './creative.css';
import { creativeTheme } from './tokens.css';

const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

export function CreativeTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const contacts = contactLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${creativeTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <span className={`${styles.shapeSun} ${screenOnly}`} aria-hidden="true" />
        <span className={`${styles.shapeRing} ${screenOnly}`} aria-hidden="true" />
        <div className={styles.heroText}>
          {hasText(data.username) && <p className={styles.sticker}>@{data.username}</p>}
          <h1 className={styles.name} dir="auto">
            {hasText(data.firstName) && <span className={styles.first}>{data.firstName}</span>}
            {hasText(data.firstName) && hasText(data.lastName) && ' '}
            {hasText(data.lastName) && <span className={styles.last}>{data.lastName}</span>}
          </h1>
          {hasText(data.bio) && (
            <p className={styles.bio} dir="auto">
              {data.bio}
            </p>
          )}
        </div>
        <div className={styles.portrait}>
          <Avatar
            data={data}
            size={240}
            className={styles.avatar}
            initialsClassName={styles.initials}
          />
        </div>
        <ContactList
          links={contacts}
          className={styles.contacts}
          aria-label="Contact and profiles"
          linkClassName={styles.contactLink}
        />
      </header>

      <main className={styles.main}>
        <Section
          id="projects"
          title="Things I made"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <ProjectList
              items={projects}
              className={styles.projectGrid}
              itemClassName={styles.projectCard}
              classNames={{
                title: styles.cardTitle,
                description: styles.text,
                tags: styles.tags,
                tag: styles.tag,
                links: styles.cardLinks,
                link: styles.cardLink,
              }}
              linkArrow="→"
            >
              {({ index, title, description, technologies, links }) => (
                <>
                  <span className={styles.cardNumber} aria-hidden="true">
                    {twoDigits(index)}
                  </span>
                  {title}
                  {description}
                  {technologies}
                  {links}
                </>
              )}
            </ProjectList>
          )}
        </Section>

        <Section
          id="experience"
          title="Where I worked"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ExperienceList
              items={experience}
              className={styles.jobs}
              itemClassName={styles.job}
              classNames={{
                dates: styles.dates,
                description: styles.text,
                tags: styles.tags,
                tag: styles.tag,
              }}
            >
              {({ job, index, dates, description, technologies }) => (
                <>
                  <span className={styles.jobNumber} aria-hidden="true">
                    {twoDigits(index)}
                  </span>
                  <div className={styles.jobBody}>
                    <h3 className={styles.jobTitle} dir="auto">
                      {job.role}
                      {hasText(job.role) && hasText(job.companyName) && (
                        <span className={styles.at}> at </span>
                      )}
                      <span className={styles.company}>{job.companyName}</span>
                    </h3>
                    {dates}
                    {description}
                    {technologies}
                  </div>
                </>
              )}
            </ExperienceList>
          )}
        </Section>

        <Section
          id="skills"
          title="My toolbox"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {hasSkills(data.skills) && (
            <SkillGroups
              skills={data.skills}
              className={styles.skillBoard}
              groupClassName={styles.skillGroup}
              titleClassName={styles.skillGroupTitle}
            >
              {(items, kind) =>
                kind === 'tech' ? (
                  <TagList
                    items={items}
                    className={styles.stickers}
                    itemClassName={styles.skillSticker}
                  />
                ) : (
                  <TagList items={items} className={styles.softList} />
                )
              }
            </SkillGroups>
          )}
        </Section>

        <Section
          id="education"
          title="Where I learned"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {education.length > 0 && (
            <EducationList
              items={education}
              className={styles.schools}
              itemClassName={styles.school}
              classNames={{
                title: styles.cardTitle,
                org: styles.company,
                dates: styles.dates,
                description: styles.text,
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
      </main>

      <footer className={styles.footer}>
        <p className={styles.footerName} dir="auto">
          {name}
        </p>
        <p>Made with Showfolio</p>
      </footer>
    </div>
  );
}
