import { limits, type LabelledLink } from '@showfolio/portfolio-schema';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { isWebAddress, webAddressMessage } from '../steps/webAddress';
import * as styles from './ProjectLinksField.css';

export const projectLinkMessages = {
  labelRequired: 'Give the link a label',
  urlRequired: 'Enter the address of the link',
  invalid: 'Give each link a label and a full web address',
} as const;

/** The problems of one link by field; empty when it can be saved (a blank row is dropped, not refused). */
export function projectLinkErrors(link: LabelledLink): Partial<Record<keyof LabelledLink, string>> {
  const label = link.label.trim();
  const url = link.url.trim();
  if (!label && !url) return {};
  if (!url) return { url: projectLinkMessages.urlRequired };
  return {
    ...(label ? {} : { label: projectLinkMessages.labelRequired }),
    ...(isWebAddress(url) ? {} : { url: webAddressMessage }),
  };
}

export interface ProjectLinksFieldProps {
  links: readonly LabelledLink[];
  onChange: (links: LabelledLink[]) => void;
  /** After a refused Add: each row says what it lacks. */
  showErrors?: boolean;
}

/** A project's extra links beside its repository and live links: "Case study", "Talk video"… */
export function ProjectLinksField({ links, onChange, showErrors = false }: ProjectLinksFieldProps) {
  const update = (index: number, patch: Partial<LabelledLink>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>More links</legend>
      <p className={styles.hint}>A case study, a video, a press article… up to {limits.projectLinks}, each with a label.</p>
      {links.length > 0 ? (
        <ol className={styles.list} aria-label="More links of this project">
          {links.map((link, index) => {
            const errors = showErrors ? projectLinkErrors(link) : {};
            const name = `link ${index + 1}`;
            return (
              <li key={index} className={styles.item}>
                <div className={styles.label}>
                  <TextField
                    label={`Label of ${name}`}
                    placeholder="Case study"
                    maxLength={limits.shortText}
                    value={link.label}
                    error={errors.label}
                    onChange={(event) => update(index, { label: event.target.value })}
                  />
                </div>
                <div className={styles.url}>
                  <TextField
                    label={`Address of ${name}`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    maxLength={limits.url}
                    value={link.url}
                    error={errors.url}
                    onChange={(event) => update(index, { url: event.target.value })}
                  />
                </div>
                <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={() => onChange(links.filter((_, at) => at !== index))}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {links.length < limits.projectLinks ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange([...links, { label: '', url: '' }])}>
            Add a link
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
