import type { ReactNode } from 'react';
import {
  BodySections,
  type ContactLink,
  EducationSection,
  ExperienceSection,
  ProjectSection,
  type SectionFrame,
  SkillsSection,
  namedTagGroupLayout,
  portfolioView,
  profileParts,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './elegant.css';
import { elegantTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

const entryClasses = {
  title: styles.entryTitle,
  org: styles.entryPlace,
  tags: styles.inlineList,
  tag: styles.inlineItem,
};

/** A CV line: the dates in the margin column, the entry beside them. */
function CvEntry({ dates, children }: { dates: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className={styles.when}>{dates}</p>
      <div className={styles.entryBody}>{children}</div>
    </>
  );
}

const profileClasses = {
  avatar: styles.portrait,
  name: styles.name,
  username: styles.handle,
  headline: styles.headline,
  location: styles.location,
  bio: styles.bio,
  contacts: styles.contacts,
  contactItem: styles.contactItem,
  contactLink: styles.contactLink,
};

/** Contact links in words: the e-mail address, the platforms' names. */
const contactText = (link: ContactLink) => (link.kind === 'email' ? link.text : link.label);

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

/** The CV columns experience and education share. */
const cv = {
  frame,
  className: styles.cv,
  itemClassName: styles.cvEntry,
  titleFallsBack: true,
};

export function ElegantTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, {
    avatarSize: 148,
    classNames: profileClasses,
    contactContent: contactText,
  });

  return (
    <div className={`${elegantTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.masthead}>
          {profile.avatar}
          {profile.name}
          {profile.headline}
          {profile.location}
          {profile.username}
          {profile.bio}
          {profile.contacts}
        </header>

        <main className={styles.main}>
          <BodySections
            data={data}
            templateOrder={['experience', 'education', 'projects', 'skills']}
            sections={{
              experience: (
                <ExperienceSection {...cv} items={experience} classNames={entryClasses}>
                  {({ dates, title, org, description, technologies }) => (
                    <CvEntry dates={dates}>
                      {title}
                      {org}
                      {description}
                      {technologies}
                    </CvEntry>
                  )}
                </ExperienceSection>
              ),
              projects: (
                <ProjectSection
                  frame={frame}
                  title={t('section.selectedWork')}
                  items={projects}
                  as="ol"
                  className={styles.works}
                  itemClassName={styles.work}
                  classNames={{
                    ...entryClasses,
                    links: styles.workLinks,
                    link: styles.contactLink,
                  }}
                />
              ),
              skills: (
                <SkillsSection
                  frame={frame}
                  skills={data.skills}
                  className={styles.skills}
                  groupClassName={styles.skillsPanel}
                  titleClassName={styles.skillsTitle}
                  titles={{ tech: t('skills.technical'), soft: t('skills.personal') }}
                >
                  {namedTagGroupLayout(styles.skillsList, styles.inlineItem)}
                </SkillsSection>
              ),
              education: (
                <EducationSection
                  {...cv}
                  items={education}
                  classNames={{ ...entryClasses, description: styles.muted }}
                >
                  {({ dates, title, org, description }) => (
                    <CvEntry dates={dates}>
                      {title}
                      {org}
                      {description}
                    </CvEntry>
                  )}
                </EducationSection>
              ),
            }}
            entries={{
              className: styles.cv,
              itemClassName: styles.cvEntry,
              classNames: entryClasses,
              layout: ({ dates, title, org, description, technologies }) => (
                <CvEntry dates={dates}>
                  {title}
                  {org}
                  {description}
                  {technologies}
                </CvEntry>
              ),
            }}
            links={{
              frame,
              className: styles.contacts,
              itemClassName: styles.contactItem,
              linkClassName: styles.contactLink,
              iconSize: 15,
            }}
          />
        </main>

        <footer className={styles.footer}>
          <p dir="auto">{name} · {t('footer.madeWith')}</p>
        </footer>
      </div>
    </div>
  );
}
