import {
  Avatar,
  ContactList,
  EducationSection,
  type EntryParts,
  EntryText,
  ExperienceSection,
  PersonName,
  ProjectSection,
  SafeLink,
  type SectionFrame,
  SkillsSection,
  SocialIcon,
  TagList,
  Username,
  portfolioView,
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

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

export function ModernTemplate({ data }: TemplateProps) {
  const { name, email, resume, socials, experience, projects, education } = portfolioView(data);

  return (
    <div className={`${modernTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={`${styles.container} ${styles.heroInner}`}>
          <Avatar data={data} size={168} className={styles.avatar} />
          <div>
            <Username username={data.username} className={styles.eyebrow} />
            <PersonName name={name} className={styles.name} />
            <EntryText text={data.bio} className={styles.bio} />
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
        <ExperienceSection
          frame={frame}
          wrap={(list) => <div className={styles.container}>{list}</div>}
          items={experience}
          className={styles.timeline}
          itemClassName={styles.timelineItem}
          classNames={entryClasses}
          titleFallsBack
          orgAs="span"
        >
          {metaLine}
        </ExperienceSection>

        <ProjectSection
          frame={frame}
          wrap={(list) => <div className={styles.container}>{list}</div>}
          items={projects}
          className={styles.cards}
          itemClassName={styles.card}
          classNames={{ ...entryClasses, links: styles.cardLinks, link: styles.cardLink }}
        />

        <SkillsSection
          frame={frame}
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
        </SkillsSection>

        <EducationSection
          frame={frame}
          wrap={(list) => <div className={styles.container}>{list}</div>}
          items={education}
          className={styles.educationGrid}
          itemClassName={styles.card}
          classNames={entryClasses}
          titleFallsBack
          orgAs="span"
        >
          {metaLine}
        </EducationSection>
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
