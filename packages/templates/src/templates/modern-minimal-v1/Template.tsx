import type { SectionKey } from '@showfolio/portfolio-schema';
import {
  BodySections,
  ContactList,
  EducationSection,
  entryClassesFrom,
  ExperienceSection,
  hasText,
  headRowLayout,
  MadeWithFooter,
  portfolioView,
  profileParts,
  ProjectSection,
  Section,
  SkillsSection,
  SocialIcon,
  tagGroupLayout,
  titleFirstLayout,
  type ContactLink,
  type SectionFrame,
  usePdfHref,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modernMinimal.css';
import { modernMinimalTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

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

/** A contact or profile link: its icon, then the address, or the platform's name and address. */
const contactContent = (link: ContactLink) => (
  <>
    <SocialIcon name={link.kind} size={15} />
    <span className={styles.contactText}>
      {link.kind === 'email' || link.kind === 'resume' ? link.text : `${link.label} · ${link.text}`}
    </span>
  </>
);

/** The sidebar's other sections: small entries, and the links like the contact list. */
const sideEntries = {
  frame: sideFrame,
  className: styles.sideEntries,
  itemClassName: styles.sideEntry,
  classNames: sideEntryClasses,
  layout: titleFirstLayout,
};
const sideLinks = {
  frame: sideFrame,
  className: styles.contactList,
  linkClassName: styles.contactLink,
  children: contactContent,
};

/** What the sidebar holds while the page keeps its own order: the short, list-like sections. */
const sidebarKeys: readonly SectionKey[] = [
  'skills',
  'education',
  'languages',
  'interests',
  'links',
];

export function ModernMinimalTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, contacts, experience, projects, education } = portfolioView(data, t);
  const pdfHref = usePdfHref();
  // The class names are the parts' own names (avatar, name, username, bio).
  const profile = profileParts(data, { avatarSize: 88, classNames: styles });
  // Once the owner orders the sections, the main column follows that order alone.
  const inSidebar = (key: SectionKey) =>
    data.sectionOrder.length === 0 && sidebarKeys.includes(key);
  const frameOf = (key: SectionKey) => (inSidebar(key) ? sideFrame : mainFrame);
  const sections = {
    data,
    templateOrder: ['skills', 'education', 'experience', 'projects'] as const,
    sections: {
      skills: (
        <SkillsSection
          frame={frameOf('skills')}
          skills={data.skills}
          className={styles.skillGroups}
          titleClassName={styles.groupTitle}
        >
          {tagGroupLayout(styles.skillList, styles.skill)}
        </SkillsSection>
      ),
      education: inSidebar('education') ? (
        <EducationSection
          frame={sideFrame}
          items={education}
          className={styles.sideEntries}
          itemClassName={styles.sideEntry}
          classNames={sideEntryClasses}
        >
          {titleFirstLayout}
        </EducationSection>
      ) : (
        <EducationSection {...mainEntries} items={education} classNames={entryClasses}>
          {headRowLayout(styles.entryHead)}
        </EducationSection>
      ),
      experience: (
        <ExperienceSection {...mainEntries} items={experience} classNames={entryClasses}>
          {headRowLayout(styles.entryHead)}
        </ExperienceSection>
      ),
      projects: (
        <ProjectSection
          {...mainEntries}
          items={projects}
          classNames={{
            ...entryClasses,
            links: styles.projectLinks,
            link: styles.textLink,
            facts: styles.facts,
            cover: styles.shot,
            thumbnail: styles.shot,
          }}
        >
          {({ media, title, facts, links, description, technologies }) => (
            <>
              {media}
              <div className={styles.entryHead}>
                {title}
                {links}
              </div>
              {facts}
              {description}
              {technologies}
            </>
          )}
        </ProjectSection>
      ),
    },
  };

  return (
    <div className={`${modernMinimalTheme} ${styles.root}`}>
      <div className={styles.sheet}>
        <header className={styles.header}>
          {profile.avatar}
          <div className={styles.identity}>
            {profile.name}
            {profile.headline}
            {profile.location}
            {profile.username}
          </div>
        </header>

        <main className={styles.columns}>
          <div className={styles.sidebar}>
            <Section id="contact" title={t('section.contact')} {...sideFrame}>
              {(contacts.length > 0 || pdfHref) && (
                <ContactList
                  links={contacts}
                  className={styles.contactList}
                  linkClassName={styles.contactLink}
                  withPdfLink
                >
                  {contactContent}
                </ContactList>
              )}
            </Section>

            <BodySections {...sections} only={inSidebar} entries={sideEntries} links={sideLinks} />
          </div>

          <div className={styles.content}>
            <Section id="profile" title={t('section.profile')} {...mainFrame}>
              {hasText(data.bio) && profile.bio}
            </Section>

            <BodySections
              {...sections}
              only={(key) => !inSidebar(key)}
              entries={{
                ...mainEntries,
                classNames: entryClasses,
                layout: headRowLayout(styles.entryHead),
              }}
              links={{ ...sideLinks, frame: mainFrame }}
            />
          </div>
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
