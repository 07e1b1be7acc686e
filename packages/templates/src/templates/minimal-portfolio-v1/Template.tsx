import {
  BodySections,
  EducationSection,
  ExperienceSection,
  MadeWithFooter,
  ProjectSection,
  SkillsSection,
  entryClassesFrom,
  hasText,
  headRowLayout,
  portfolioView,
  profileParts,
  tagGroupLayout,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './minimal.css';
import { minimalTheme } from './tokens.css';

const entryClasses = { ...entryClassesFrom(styles), org: styles.entryOrg };

const profileClasses = {
  avatar: styles.avatar,
  name: styles.name,
  username: styles.username,
  headline: styles.headline,
  location: styles.location,
  bio: styles.bio,
  contacts: styles.contacts,
  contactLink: styles.contactLink,
};

/** What the three entry sections share. */
const entries = {
  frame: { className: styles.section, headingClassName: styles.sectionTitle },
  className: styles.entries,
  itemClassName: styles.entry,
  classNames: entryClasses,
};

export function MinimalTemplate({ data }: TemplateProps) {
  const { name, experience, projects, education } = portfolioView(data);
  const profile = profileParts(data, { avatarSize: 72, classNames: profileClasses, iconSize: 16 });

  return (
    <div className={`${minimalTheme} ${styles.root}`}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.identity}>
            {profile.avatar}
            <div>
              {profile.name}
              {profile.headline}
              {profile.username}
              {profile.location}
            </div>
          </div>
          {profile.bio}
          {profile.contacts}
        </header>

        <main className={styles.main}>
          <BodySections
            data={data}
            templateOrder={['experience', 'projects', 'skills', 'education']}
            sections={{
              experience: (
                <ExperienceSection {...entries} items={experience}>
                  {({ job, dates, description, technologies }) => (
                    <>
                      <div className={styles.entryHeader}>
                        <h3 className={styles.entryTitle} dir="auto">
                          {job.role}
                          {hasText(job.role) && hasText(job.companyName) && ' · '}
                          <span className={styles.entryOrg}>{job.companyName}</span>
                        </h3>
                        {dates}
                      </div>
                      {description}
                      {technologies}
                    </>
                  )}
                </ExperienceSection>
              ),
              projects: (
                <ProjectSection
                  {...entries}
                  items={projects}
                  classNames={{
                    ...entryClasses,
                    links: styles.links,
                    link: styles.contactLink,
                    facts: styles.facts,
                    cover: styles.cover,
                    thumbnail: styles.thumbnail,
                  }}
                  linkArrow="↗"
                />
              ),
              skills: (
                <SkillsSection
                  frame={entries.frame}
                  skills={data.skills}
                  className={styles.skillGroups}
                  titleClassName={styles.skillGroupTitle}
                >
                  {tagGroupLayout(styles.chips, styles.chip)}
                </SkillsSection>
              ),
              education: (
                <EducationSection {...entries} items={education}>
                  {headRowLayout(styles.entryHeader)}
                </EducationSection>
              ),
            }}
            entries={{ ...entries, layout: headRowLayout(styles.entryHeader) }}
            links={{
              frame: entries.frame,
              className: styles.contacts,
              linkClassName: styles.contactLink,
              iconSize: 16,
            }}
          />
        </main>

        <MadeWithFooter name={name} className={styles.footer} />
      </div>
    </div>
  );
}
