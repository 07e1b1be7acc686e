import { isSafeUrl, limits, moveItem, recognizeLink, type ProfileLink } from '@showfolio/portfolio-schema';
import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { ReorderHandle, SortableList, useSortableItem } from '../SortableList';
import * as styles from './LinkListField.css';

export const linkListMessages = {
  notALink: 'Paste a full https address, e.g. https://dribbble.com/you',
  notHttps: 'Use the https:// address of the page',
  duplicate: 'This link is already in your list',
  full: `Add at most ${limits.links} links`,
} as const;

/** The address as it will be stored: trimmed, with https:// put in front of a bare host. */
export function normalizeLinkInput(text: string): string {
  const trimmed = text.trim();
  return trimmed && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** Why `url` cannot be added to `links`, or null. */
export function linkProblem(url: string, links: readonly ProfileLink[]): string | null {
  if (links.length >= limits.links) return linkListMessages.full;
  if (!url || url.length > limits.url || !isSafeUrl(url) || !/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(url)) return linkListMessages.notALink;
  if (!/^https:\/\//i.test(url)) return linkListMessages.notHttps;
  if (links.some((link) => link.url.toLowerCase() === url.toLowerCase())) return linkListMessages.duplicate;
  return null;
}

export interface LinkListFieldProps {
  links: readonly ProfileLink[];
  onChange: (links: ProfileLink[]) => void;
}

/**
 * "More links": any https address, its site recognised from the host (Dribbble, Behance, a
 * personal site…) and shown by name; each can carry its own label, be reordered and removed.
 */
export function LinkListField({ links, onChange }: LinkListFieldProps) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const candidate = normalizeLinkInput(text);
  const recognised = candidate && !linkProblem(candidate, links) ? recognizeLink(candidate) : null;
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = linkProblem(candidate, links);
    if (problem) {
      setError(problem);
      return;
    }
    onChange([...links, { url: candidate, label: '' }]);
    setText('');
    setError(null);
  };
  const keys = links.map((link) => link.url);
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h3 id={headingId} className={styles.title}>
        More links
      </h3>
      <p className={styles.hint}>
        Your website, Dribbble, Behance, YouTube, Bluesky, Mastodon, Medium, Substack, GitLab… paste any https address; the
        site is recognised for you. Up to {limits.links}, in the order you choose.
      </p>
      {links.length > 0 ? (
        <SortableList ids={keys} labelOf={(key) => recognizeLink(key).name || key} onMove={(from, to) => onChange([...moveItem(links, from, to)])}>
          <ul className={styles.list} aria-label="Your links">
            {links.map((link, index) => (
              <LinkRow
                key={link.url}
                link={link}
                onLabelChange={(label) => onChange(links.map((item, at) => (at === index ? { ...item, label } : item)))}
                onRemove={() => onChange(links.filter((_, at) => at !== index))}
              />
            ))}
          </ul>
        </SortableList>
      ) : null}
      <div className={styles.addRow}>
        <div className={styles.addField}>
          <TextField
            label="Link address"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://dribbble.com/you"
            maxLength={limits.url}
            value={text}
            error={error ?? undefined}
            hint={recognised ? `Recognised: ${recognised.platform === 'generic' ? `a link to ${recognised.name}` : recognised.name}` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the link, as the button does, and submits nothing around it.
              if (event.key === 'Enter') add(event);
            }}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={links.length >= limits.links}>
          Add link
        </Button>
      </div>
    </section>
  );
}

function LinkRow({ link, onLabelChange, onRemove }: { link: ProfileLink; onLabelChange: (label: string) => void; onRemove: () => void }) {
  const { ref, style, dragging, handle } = useSortableItem(link.url);
  const { name, platform } = recognizeLink(link.url);
  const shown = link.label || name;
  return (
    <li ref={ref} style={style} className={styles.item} data-state={dragging ? 'dragging' : 'idle'} data-platform={platform}>
      <ReorderHandle handle={handle} />
      <div className={styles.itemText}>
        <p className={styles.itemName}>{name}</p>
        <p className={styles.itemUrl}>{link.url}</p>
      </div>
      <div className={styles.itemLabel}>
        <TextField
          label={`Label of ${shown}`}
          hint={`Empty shows "${name}".`}
          maxLength={limits.shortText}
          value={link.label}
          onChange={(event) => onLabelChange(event.target.value)}
        />
      </div>
      <Button variant="ghost" size="sm" aria-label={`Remove ${shown}`} onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}
