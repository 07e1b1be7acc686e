import type { ReactNode } from 'react';
import { isRightToLeft } from '@showfolio/portfolio-schema';
import {
  BodySections,
  ContactList,
  decoratedLayout,
  EducationSection,
  entryClassesFrom,
  ExperienceSection,
  hasText,
  namedTagGroupLayout,
  portfolioView,
  profileParts,
  ProjectSection,
  SkillsSection,
  type EntryParts,
  type SectionFrame,
  usePdfHref,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './professionalDev.css';
import { professionalDevTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

/** 'A11y Lens' → 'a11y-lens', for the decorative file tab of a project card. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'project';

const entryClasses = { ...entryClassesFrom(styles), description: styles.description };

const skillKeys = {
  tech: (
    <>
      technical<span aria-hidden="true">: </span>
    </>
  ),
  soft: (
    <>
      soft<span aria-hidden="true">: </span>
    </>
  ),
};

/** A log line: 'Role @ Company' as the title, the dates on a meta line below. */
function LogEntry({
  title,
  place,
  dates,
  children,
}: {
  title: string;
  place: string;
  dates: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className={styles.entryTitle} dir="auto">
        {title}
        {hasText(title) && hasText(place) && ' '}
        {hasText(place) && <span className={styles.at}>@ {place}</span>}
      </h3>
      <p className={styles.metaLine}>{dates}</p>
      {children}
    </>
  );
}

/** Any other entry as a log line: its title, subtitle, then the dates on a meta line. */
const logLines = ({ title, org, dates, description, technologies }: EntryParts) => (
  <>
    {title}
    {org}
    {dates && <p className={styles.metaLine}>{dates}</p>}
    {description}
    {technologies}
  </>
);

/** A project as a README file under its tab. */
const readmeFile = decoratedLayout(
  ({ project }) => (
    <p className={styles.fileTab} aria-hidden="true">
      {slug(project.projectName)}/README.md
    </p>
  ),
  styles.fileBody,
);

const frame: SectionFrame = { className: styles.section, headingClassName: styles.sectionTitle };

/** Experience and education are both logs. */
const log = {
  frame,
  className: styles.log,
  itemClassName: styles.logEntry,
  classNames: entryClasses,
};

export function ProfessionalDevTemplate({ data }: TemplateProps) {
  const { t, language } = useMessages();
  const { name, contacts, experience, projects, education } = portfolioView(data, t);
  const pdfHref = usePdfHref();
  // The class names are the parts' own names (avatar, name, bio).
  const profile = profileParts(data, { avatarSize: 112, classNames: styles });

  return (
    <div className={`${professionalDevTheme} ${styles.root}`}>
      <div className={styles.sidebarColumn}>
        <header className={styles.sidebar}>
          {profile.avatar}
          <div>
            {hasText(data.username) && (
              // A terminal line reads left to right on any page ('@ada', not 'ada@' in Arabic).
              <p className={styles.prompt} dir={isRightToLeft(language) ? 'ltr' : undefined}>
                <span aria-hidden="true">$ whoami → </span>@{data.username}
              </p>
            )}
            {profile.name}
            {profile.headline}
            {profile.location}
          </div>
          {profile.bio}
          {(contacts.length > 0 || pdfHref) && (
            <nav aria-label={t('nav.contactAndProfiles')}>
              {/* Lower case, like the terminal around it: "contact", "kontakt". */}
              <h2 className={styles.sidebarHeading}>{t('section.contact').toLocaleLowerCase(language)}</h2>
              <ContactList
                links={contacts}
                className={styles.contactList}
                linkClassName={styles.contactLink}
                withPdfLink
              />
            </nav>
          )}
        </header>
      </div>

      <div className={styles.content}>
        <main className={styles.main}>
          <BodySections
            data={data}
            templateOrder={['experience', 'projects', 'skills', 'education']}
            sections={{
              experience: (
                <ExperienceSection {...log} title={t('section.experience').toLocaleLowerCase(language)} items={experience}>
                  {({ job, dates, description, technologies }) => (
                    <LogEntry title={job.role} place={job.companyName} dates={dates}>
                      {description}
                      {technologies}
                    </LogEntry>
                  )}
                </ExperienceSection>
              ),
              projects: (
                <ProjectSection
                  frame={frame}
                  title={t('section.projects').toLocaleLowerCase(language)}
                  items={projects}
                  className={styles.files}
                  itemClassName={styles.file}
                  classNames={{
                    ...entryClasses,
                    links: styles.fileLinks,
                    link: styles.link,
                    facts: styles.facts,
                    cover: styles.shot,
                    thumbnail: styles.shot,
                  }}
                >
                  {readmeFile}
                </ProjectSection>
              ),
              skills: (
                <SkillsSection
                  frame={frame}
                  title={t('section.skills').toLocaleLowerCase(language)}
                  wrap={(groups) => (
                    <div className={styles.skillsBlock}>
                      <p className={styles.code} aria-hidden="true">
                        <span className={styles.keyword}>const</span> skills = {'{'}
                      </p>
                      {groups}
                      <p className={styles.code} aria-hidden="true">
                        {'};'}
                      </p>
                    </div>
                  )}
                  skills={data.skills}
                  titleClassName={styles.skillKey}
                  titles={skillKeys}
                >
                  {namedTagGroupLayout(styles.tags, styles.tag)}
                </SkillsSection>
              ),
              education: (
                <EducationSection {...log} title={t('section.education').toLocaleLowerCase(language)} items={education}>
                  {({ school, dates, description }) => (
                    <LogEntry title={school.degree} place={school.institution} dates={dates}>
                      {description}
                    </LogEntry>
                  )}
                </EducationSection>
              ),
            }}
            entries={{ ...log, layout: logLines }}
            links={{ frame, className: styles.linkList, linkClassName: styles.link }}
            title={(key, title) => (key.startsWith('custom:') ? title : title.toLowerCase())}
          />
        </main>
        <footer className={styles.footer}>
          <p dir="auto">
            {'// '}
            {name} · built with Showfolio
          </p>
        </footer>
      </div>
    </div>
  );
}
