import {
  Avatar,
  ContactList,
  EducationList,
  ExperienceList,
  ProjectList,
  SafeLink,
  Section,
  SkillGroups,
  SocialIcon,
  TagList,
  emailLink,
  fullName,
  hasSkills,
  hasText,
  type EntryParts,
  resumeLink,
  socialLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modern.css';
import { modernTheme } from './tokens.css';

const entryClasses = {
  title: styles.itemTitle,
  org: styles.company,
  description: styles.muted,
  tags: styles.pills,
  tag: styles.pill,
};

/** Title, then the organisation and dates on one meta line. */
const metaLine = ({ title, org, dates, description, technologies }: EntryParts) => (
  <>
    {title}
    <p className={styles.itemMeta}>
      {org}
      {dates}
    </p>
    {description}
    {technologies}
  </>
);

export function ModernTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const email = emailLink(data);
  const resume = resumeLink(data);
  const socials = socialLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${modernTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={`${styles.container} ${styles.heroInner}`}>
          <Avatar data={data} size={168} className={styles.avatar} />
          <div>
            {hasText(data.username) && <p className={styles.eyebrow}>@{data.username}</p>}
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            {hasText(data.bio) && (
              <p className={styles.bio} dir="auto">
                {data.bio}
              </p>
            )}
            {(email || resume || socials.length > 0) && (
              <ul className={styles.actions} aria-label="Contact and profiles">
                {email && (
                  <li>
                    <SafeLink href={email.href} className={styles.action}>
                      <SocialIcon name="email" size={18} />
                      {email.text}
                    </SafeLink>
                  </li>
                )}
                {resume && (
                  <li>
                    <SafeLink href={resume.href} className={styles.action}>
                      <SocialIcon name="resume" size={18} />
                      Resume
                    </SafeLink>
                  </li>
                )}
                {socials.map((link) => (
                  <li key={link.kind}>
                    <SafeLink href={link.href} className={styles.iconAction}>
                      <SocialIcon name={link.kind} size={20} title={link.label} />
                    </SafeLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </header>

      <main>
        <Section
          id="experience"
          title="Experience"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <div className={styles.container}>
              <ExperienceList
                items={experience}
                className={styles.timeline}
                itemClassName={styles.timelineItem}
                classNames={entryClasses}
                titleFallsBack
                orgAs="span"
              >
                {metaLine}
              </ExperienceList>
            </div>
          )}
        </Section>

        <Section
          id="projects"
          title="Projects"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {projects.length > 0 && (
            <div className={styles.container}>
              <ProjectList
                items={projects}
                className={styles.cards}
                itemClassName={styles.card}
                classNames={{ ...entryClasses, links: styles.cardLinks, link: styles.cardLink }}
              />
            </div>
          )}
        </Section>

        <Section
          id="skills"
          title="Skills"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {hasSkills(data.skills) && (
            <SkillGroups
              skills={data.skills}
              className={`${styles.container} ${styles.skillsGrid}`}
              groupClassName={styles.card}
              titleClassName={styles.skillTitle}
              titles={{ tech: 'Technical skills', soft: 'Soft skills' }}
            >
              {(items, kind) => (
                <TagList
                  items={items}
                  className={styles.pills}
                  itemClassName={kind === 'tech' ? styles.pill : styles.softPill}
                />
              )}
            </SkillGroups>
          )}
        </Section>

        <Section
          id="education"
          title="Education"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {education.length > 0 && (
            <div className={styles.container}>
              <EducationList
                items={education}
                className={styles.educationGrid}
                itemClassName={styles.card}
                classNames={entryClasses}
                titleFallsBack
                orgAs="span"
              >
                {metaLine}
              </EducationList>
            </div>
          )}
        </Section>
      </main>

      <footer className={styles.footer}>
        <div className={`${styles.container} ${styles.footerInner}`}>
          <p dir="auto">{name} · Made with Showfolio</p>
          <ContactList
            links={socials}
            className={styles.footerLinks}
            aria-label="Profiles"
            linkClassName={styles.footerLink}
          >
            {(link) => <SocialIcon name={link.kind} size={18} title={link.label} />}
          </ContactList>
        </div>
      </footer>
    </div>
  );
}
