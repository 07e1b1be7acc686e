import {
  BodySections,
  SocialIcon,
  datesFirstLayout,
  type ContactLink,
  EducationSection,
  ExperienceSection,
  ProjectSection,
  SkillsSection,
  entryClassesFrom,
  portfolioView,
  profileParts,
  tagGroupLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modernMinimalist.css';
import { modernMinimalistTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

const entryClasses = { ...entryClassesFrom(styles), tags: styles.inlineList };

// The class names are the parts' own names (avatar, initials, username, name, contacts,
// contactLabel, contactLink), but for the lead and the contact rows.
const profileClasses = { ...styles, bio: styles.lead, contactItem: styles.contactRow };

/** Each contact row shows the address itself, and the resume an invitation. */
const contactText = (link: ContactLink) => (link.kind === 'resume' ? 'View resume' : link.text);

/** A link of the list: its platform's icon, then its address. */
const linkText = (link: ContactLink) => (
  <>
    <SocialIcon name={link.kind} size={14} />
    {link.text}
  </>
);

/** Every section is a list of the same entries. */
const entries = {
  frame: { className: styles.section, headingClassName: styles.sectionTitle },
  className: styles.entries,
  itemClassName: styles.entry,
  classNames: entryClasses,
};

export function ModernMinimalistTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, {
    avatarSize: 56,
    classNames: profileClasses,
    contactContent: contactText,
  });

  return (
    <div className={`${modernMinimalistTheme} ${styles.root}`}>
      <div className={styles.column}>
        <header className={styles.header}>
          <div className={styles.masthead}>
            {profile.avatar}
            {profile.username}
          </div>
          {profile.name}
          {profile.headline}
          {profile.location}
          {profile.bio}
          {profile.contacts}
        </header>

        <main>
          <BodySections
            data={data}
            templateOrder={['experience', 'projects', 'skills', 'education']}
            sections={{
              experience: <ExperienceSection {...entries} items={experience} />,
              projects: (
                <ProjectSection
                  {...entries}
                  title={t('section.selectedWork')}
                  items={projects}
                  classNames={{
                    ...entryClasses,
                    title: styles.projectTitle,
                    links: styles.projectLinks,
                    link: styles.textLink,
                  }}
                  linkArrow="→"
                />
              ),
              skills: (
                <SkillsSection
                  frame={entries.frame}
                  skills={data.skills}
                  groupClassName={styles.skillGroup}
                  titleClassName={styles.groupTitle}
                >
                  {tagGroupLayout(styles.skillList)}
                </SkillsSection>
              ),
              education: <EducationSection {...entries} items={education} />,
            }}
            entries={{ ...entries, layout: datesFirstLayout }}
            links={{
              frame: entries.frame,
              className: styles.contacts,
              itemClassName: styles.contactRow,
              labelClassName: styles.contactLabel,
              linkClassName: styles.contactLink,
              children: linkText,
            }}
          />
        </main>

        <footer className={styles.footer}>
          <p dir="auto">© {name}</p>
          <p>{t('footer.madeWith')}</p>
        </footer>
      </div>
    </div>
  );
}
