import type { ReactNode } from 'react';
import {
  BodySections,
  ContactList,
  EducationSection,
  ExperienceSection,
  metaLineLayout,
  PdfLink,
  portfolioView,
  profileParts,
  ProjectSection,
  SafeLink,
  SkillsSection,
  SocialIcon,
  tagGroupLayout,
  usePdfHref,
} from '../../blocks';
import type { TemplateProps } from '../../sdk/types';
import * as styles from './modern.css';
import { modernTheme } from './tokens.css';
import { useMessages } from '../../i18n/PageMessages';

const entryClasses = {
  title: styles.itemTitle,
  org: styles.company,
  description: styles.muted,
  tags: styles.pills,
  tag: styles.pill,
};

const metaLine = metaLineLayout(styles.itemMeta);

// The class names are the parts' own names (avatar, name, bio), but for the eyebrow.
const profileClasses = { ...styles, username: styles.eyebrow };

/** Every section sits in the centred container. */
const contained = {
  frame: { className: styles.section, headingClassName: styles.sectionTitle },
  wrap: (list: ReactNode) => <div className={styles.container}>{list}</div>,
};

/** Experience and education: title, then organisation and dates on one meta line. */
const metaEntries = {
  ...contained,
  classNames: entryClasses,
  titleFallsBack: true,
  orgAs: 'span' as const,
  children: metaLine,
};

export function ModernTemplate({ data }: TemplateProps) {
  const { t } = useMessages();
  const { name, email, resume, socials, experience, projects, education } = portfolioView(data, t);
  const pdfHref = usePdfHref();
  const profile = profileParts(data, { avatarSize: 168, classNames: profileClasses });

  return (
    <div className={`${modernTheme} ${styles.root}`}>
      <header className={styles.hero}>
        <div className={`${styles.container} ${styles.heroInner}`}>
          {profile.avatar}
          <div>
            {profile.username}
            {profile.name}
            {profile.headline}
            {profile.location}
            {profile.bio}
            {(email || resume || pdfHref || socials.length > 0) && (
              <ul className={styles.actions} aria-label={t('nav.contactAndProfiles')}>
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
                      {t('contact.resume')}
                    </SafeLink>
                  </li>
                )}
                {pdfHref && (
                  <li>
                    <PdfLink className={styles.action} />
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
        <BodySections
          data={data}
          templateOrder={['experience', 'projects', 'skills', 'education']}
          sections={{
            experience: (
              <ExperienceSection
                {...metaEntries}
                items={experience}
                className={styles.timeline}
                itemClassName={styles.timelineItem}
              />
            ),
            projects: (
              <ProjectSection
                {...contained}
                items={projects}
                className={styles.cards}
                itemClassName={styles.card}
                classNames={{
                  ...entryClasses,
                  links: styles.cardLinks,
                  link: styles.cardLink,
                  facts: styles.facts,
                  cover: styles.shot,
                  thumbnail: styles.shot,
                }}
              />
            ),
            skills: (
              <SkillsSection
                frame={contained.frame}
                skills={data.skills}
                className={`${styles.container} ${styles.skillsGrid}`}
                groupClassName={styles.card}
                titleClassName={styles.skillTitle}
                titles={{ tech: t('skills.technicalSkills'), soft: t('skills.softSkills') }}
              >
                {tagGroupLayout(styles.pills, styles.pill, styles.softPill)}
              </SkillsSection>
            ),
            education: (
              <EducationSection
                {...metaEntries}
                items={education}
                className={styles.educationGrid}
                itemClassName={styles.card}
              />
            ),
          }}
          entries={{
            ...contained,
            className: styles.educationGrid,
            itemClassName: styles.card,
            classNames: entryClasses,
            orgAs: 'span',
            layout: metaLine,
          }}
          links={{
            ...contained,
            className: styles.linkList,
            linkClassName: styles.linkCard,
          }}
        />
      </main>

      <footer className={styles.footer}>
        <div className={`${styles.container} ${styles.footerInner}`}>
          <p dir="auto">{name} · {t('footer.madeWith')}</p>
          <ContactList
            links={socials}
            className={styles.footerLinks}
            aria-label={t('nav.profiles')}
            linkClassName={styles.footerLink}
          >
            {(link) => <SocialIcon name={link.kind} size={18} title={link.label} />}
          </ContactList>
        </div>
      </footer>
    </div>
  );
}
