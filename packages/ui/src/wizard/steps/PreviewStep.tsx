import {
  draftToPortfolioData,
  linkLabel,
  socialPlatformLabels,
  socialPlatforms,
  withEntryForms,
  type PortfolioData,
} from '@showfolio/portfolio-schema';
import { useId, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { useProfileWizard } from '../ProfileWizard/context';
import { SectionsManager } from '../SectionsEditor';
import { dateRange } from './EducationStep';
import { useFormattedText } from './formattedText';
import * as styles from './steps.css';

function PreviewSection({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  const { goTo } = useProfileWizard();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.previewSection}>
      <div className={styles.previewHeader}>
        <h3 id={headingId} className={styles.previewTitle}>
          {title}
        </h3>
        <Button variant="ghost" size="sm" aria-label={`Edit ${title.toLowerCase()}`} onClick={() => goTo(step)}>
          Edit
        </Button>
      </div>
      {children}
    </section>
  );
}

/**
 * A bio or description as the page shows it: its Markdown formatted by the templates' own
 * renderer (issue 34), and the text as typed until that renderer has loaded.
 */
function Prose({ text }: { text: string }) {
  const FormattedText = useFormattedText();
  if (!FormattedText) return <p className={styles.entry}>{text}</p>;
  return (
    <div className={styles.entry}>
      {/* Not made during render: the templates' module export, the same one on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <FormattedText text={text} />
    </div>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className={styles.muted}>{children}</p>;

function Tags({ label, tags }: { label: string; tags: readonly string[] }) {
  return tags.length > 0 ? (
    <ul className={styles.tagList} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  ) : null;
}

/**
 * Step 7: everything as the templates will read it. The mapping resolves the alias spellings
 * (name, gitUrl, skills, role) so entries written either way show up.
 */
export function PreviewStep() {
  const { draft } = useProfileWizard();
  let data: PortfolioData;
  let typed: PortfolioData;
  try {
    data = draftToPortfolioData(draft);
    typed = draftToPortfolioData(withEntryForms(draft));
  } catch (error) {
    const detail = error instanceof Error && 'issues' in error ? (error as { issues: Array<{ message: string }> }).issues[0]?.message : undefined;
    return <Alert tone="error">{`Some details cannot be previewed: ${detail ?? 'a value is out of bounds'}. Go back and shorten it.`}</Alert>;
  }
  const name = `${data.firstName} ${data.lastName}`.trim();
  const links = socialPlatforms.filter((platform) => data.social[platform]);

  return (
    <div className={styles.stack}>
      <p className={styles.intro}>Check everything below, then submit your portfolio.</p>
      <SectionsManager data={typed} />
      <PreviewSection title="User details" step={1}>
        {data.profilePicture ? <img src={data.profilePicture} alt={name || 'You'} className={styles.avatar} /> : null}
        <p className={styles.entryTitle}>{name}</p>
        {data.headline ? <p>{data.headline}</p> : null}
        {data.location ? <p className={styles.muted}>{data.location}</p> : null}
        {data.username ? <p className={styles.muted}>@{data.username}</p> : null}
        <p className={styles.muted}>
          {data.email}
          {data.showEmail ? '' : ' (not shown on your page)'}
        </p>
        {data.bio ? <Prose text={data.bio} /> : <Empty>No bio yet.</Empty>}
      </PreviewSection>
      <PreviewSection title="Documents" step={2}>
        {data.resumeUrl ? (
          <a href={data.resumeUrl} target="_blank" rel="noopener noreferrer" className={styles.entry}>
            Resume (opens in a new tab)
          </a>
        ) : (
          <Empty>No resume link.</Empty>
        )}
      </PreviewSection>
      <PreviewSection title="Education and skills" step={3}>
        <ul className={styles.list}>
          {data.education.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <span className={styles.entryTitle}>{entry.degree}</span>, {entry.institution}{' '}
              <span className={styles.muted}>{dateRange(entry.startDate, entry.endDate)}</span>
            </li>
          ))}
        </ul>
        <Tags label="Technical skills" tags={data.skills.tech} />
        <Tags label="Soft skills" tags={data.skills.soft} />
      </PreviewSection>
      <PreviewSection title="Projects" step={4}>
        {data.projects.length > 0 ? (
          <ul className={styles.list}>
            {data.projects.map((project, index) => (
              <li key={index} className={styles.entry}>
                <p className={styles.entryTitle}>{project.projectName}</p>
                <Prose text={project.description} />
                {project.year || project.role ? (
                  <p className={styles.muted}>{[project.year, project.role].filter(Boolean).join(' · ')}</p>
                ) : null}
                {project.images.length > 0 ? (
                  <ul className={styles.thumbs} aria-label={`Images of ${project.projectName}`}>
                    {project.images.map((image) => (
                      <li key={image.src}>
                        <img src={image.src} alt={image.alt} width={image.width} height={image.height} className={styles.thumb} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {project.githubUrl ? <p className={styles.muted}>Code: {project.githubUrl}</p> : null}
                {project.deployedUrl ? <p className={styles.muted}>Live: {project.deployedUrl}</p> : null}
                <Tags label={`Technologies of ${project.projectName}`} tags={project.technologies} />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No projects added.</Empty>
        )}
      </PreviewSection>
      <PreviewSection title="Experience" step={5}>
        {data.experience.length > 0 ? (
          <ul className={styles.list}>
            {data.experience.map((job, index) => (
              <li key={index} className={styles.entry}>
                <p className={styles.entryTitle}>
                  {job.role} at {job.companyName}
                </p>
                <p className={styles.muted}>{dateRange(job.startDate, job.endDate)}</p>
                {job.description ? <Prose text={job.description} /> : null}
                <Tags label={`Technologies at ${job.companyName}`} tags={job.technologies} />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No experience added.</Empty>
        )}
      </PreviewSection>
      <PreviewSection title="Social links" step={6}>
        {links.length + data.links.length > 0 ? (
          <ul className={styles.list}>
            {links.map((platform) => (
              <li key={platform} className={styles.entry}>
                {socialPlatformLabels[platform]}: {data.social[platform]}
              </li>
            ))}
            {data.links.map((link) => (
              <li key={link.url} className={styles.entry}>
                {linkLabel(link)}: {link.url}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No social links.</Empty>
        )}
      </PreviewSection>
    </div>
  );
}
