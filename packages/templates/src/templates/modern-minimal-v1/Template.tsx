import {
  ContactList,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  ProjectSection,
  Section,
  type SectionFrame,
  SkillsSection,
  SocialIcon,
  entryClassesFrom,
  hasText,
  headRowLayout,
  portfolioView,
  profileParts,
  tagGroupLayout,
  titleFirstLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modernMinimal.css';
import { modernMinimalTheme } from './tokens.css';

const entryClasses = entryClassesFrom(styles);

/** The sidebar's schools: a smaller title and description. */
const sideEntryClasses = {
  ...entryClasses,
  title: styles.sideEntryTitle,
  description: styles.smallText,
};

/** The sidebar's sections and the main column's. */
const sideFrame: SectionFrame = {
  className: styles.sideSection,
  headingClassName: styles.sectionTitle,
};
const mainFrame: SectionFrame = {
  className: styles.mainSection,
  headingClassName: styles.sectionTitle,
};

/** Experience and projects fill the main column, one entry under the other. */
const mainEntries = {
  frame: mainFrame,
  className: styles.entries,
  itemClassName: styles.entry,
};

export function ModernMinimalTemplate({ data }: TemplateProps) {
  const { name, contacts, experience, projects, education } = portfolioView(data);
  // The class names are the parts' own names (avatar, name, username, bio).
  const profile = profileParts(data, { avatarSize: 88, classNames: styles });

  return (
    <div className={`${modernMinimalTheme} ${styles.root}`}>
      <div className={styles.sheet}>
        <header className={styles.header}>
          {profile.avatar}
          <div className={styles.identity}>
            {profile.name}
            {profile.username}
          </div>
        </header>

        <main className={styles.columns}>
          <div className={styles.sidebar}>
            <Section id="contact" title="Contact" {...sideFrame}>
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

            <SkillsSection
              frame={sideFrame}
              skills={data.skills}
              className={styles.skillGroups}
              titleClassName={styles.groupTitle}
            >
              {tagGroupLayout(styles.skillList, styles.skill)}
            </SkillsSection>

            <EducationSection
              frame={sideFrame}
              items={education}
              className={styles.sideEntries}
              itemClassName={styles.sideEntry}
              classNames={sideEntryClasses}
            >
              {titleFirstLayout}
            </EducationSection>
          </div>

          <div className={styles.content}>
            <Section id="profile" title="Profile" {...mainFrame}>
              {hasText(data.bio) && profile.bio}
            </Section>

            <ExperienceSection {...mainEntries} items={experience} classNames={entryClasses}>
              {headRowLayout(styles.entryHead)}
            </ExperienceSection>

            <ProjectSection
              {...mainEntries}
              items={projects}
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
            </ProjectSection>
          </div>
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
