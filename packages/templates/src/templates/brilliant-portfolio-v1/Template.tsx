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
  resumeLink,
  screenOnly,
  socialLinks,
  visibleEducation,
  visibleExperience,
  visibleProjects,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './brilliant.css';
import { brilliantTheme } from './tokens.css';

const entryClasses = {
  title: styles.cardTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.pills,
  tag: styles.pill,
};

/** The first letter of a project, drawn large on its gradient cover. */
const monogram = (text: string) => Array.from(text.trim())[0]?.toUpperCase() ?? '';

export function BrilliantTemplate({ data }: TemplateProps) {
  const name = fullName(data);
  const email = emailLink(data);
  const resume = resumeLink(data);
  const socials = socialLinks(data);
  const experience = visibleExperience(data);
  const projects = visibleProjects(data);
  const education = visibleEducation(data);

  return (
    <div className={`${brilliantTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.hello}>Hello, I’m</p>
            <h1 className={styles.name} dir="auto">
              {name}
            </h1>
            {hasText(data.bio) && (
              <p className={styles.bio} dir="auto">
                {data.bio}
              </p>
            )}
            {(email || resume) && (
              <p className={styles.actions}>
                {email && (
                  <SafeLink href={email.href} className={styles.primaryAction}>
                    <SocialIcon name="email" size={18} />
                    {email.text}
                  </SafeLink>
                )}
                {resume && (
                  <SafeLink href={resume.href} className={styles.secondaryAction}>
                    <SocialIcon name="resume" size={18} />
                    {resume.text}
                  </SafeLink>
                )}
              </p>
            )}
            <ContactList
              links={socials}
              className={styles.socials}
              aria-label="Social profiles"
              linkClassName={styles.socialLink}
            >
              {(link) => <SocialIcon name={link.kind} size={20} title={link.label} />}
            </ContactList>
          </div>
          <div className={styles.portrait}>
            <span className={`${styles.halo} ${screenOnly}`} aria-hidden="true" />
            <Avatar
              data={data}
              size={288}
              className={styles.avatar}
              initialsClassName={styles.initials}
            />
            {hasText(data.username) && <p className={styles.badge}>@{data.username}</p>}
          </div>
        </div>
      </header>

      <main className={styles.main}>
        <Section
          id="projects"
          title="Projects"
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
                tags: styles.pills,
                tag: styles.pill,
                links: styles.cardLinks,
                link: styles.cardLink,
              }}
              linkArrow="↗"
            >
              {({ project, title, description, technologies, links }) => (
                <>
                  <div className={styles.cover} aria-hidden="true">
                    {monogram(project.projectName)}
                  </div>
                  <div className={styles.cardBody}>
                    {title}
                    {description}
                    {technologies}
                    {links}
                  </div>
                </>
              )}
            </ProjectList>
          )}
        </Section>

        <Section
          id="experience"
          title="Experience"
          className={styles.section}
          headingClassName={styles.sectionTitle}
        >
          {experience.length > 0 && (
            <ExperienceList
              items={experience}
              className={styles.cardGrid}
              itemClassName={styles.infoCard}
              classNames={entryClasses}
            />
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
              className={styles.skillCards}
              groupClassName={styles.skillCard}
              titleClassName={styles.cardTitle}
            >
              {(items, kind) => (
                <TagList
                  items={items}
                  className={styles.skillPills}
                  itemClassName={kind === 'tech' ? styles.skillPill : styles.softPill}
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
            <EducationList
              items={education}
              className={styles.cardGrid}
              itemClassName={styles.infoCard}
              classNames={entryClasses}
            />
          )}
        </Section>
      </main>

      <footer className={styles.footer}>
        <p dir="auto">{name}</p>
        <p>Made with Showfolio</p>
      </footer>
    </div>
  );
}
