import { limits } from '@showfolio/portfolio-schema';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import * as styles from './SectionsEditor.css';

/** The choice that makes a section of the user's own. */
export const customChoice = 'custom';

export interface AddSectionProps {
  /** The built-in sections that can be added (those not on the page yet). */
  available: ReadonlyArray<{ key: string; title: string }>;
  onAdd: (key: string) => void;
  /** Creates a section titled `title` (e.g. "Talks") and opens it. */
  onAddCustom: (title: string) => void;
  /** How many custom sections exist: the choice goes once `limits.customSections` are there. */
  customCount: number;
}

/** "Add a section": pick Awards, Languages… or "A section of your own" with a title you choose. */
export function AddSection({ available, onAdd, onAddCustom, customCount }: AddSectionProps) {
  const headingId = useId();
  const [choice, setChoice] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const customFull = customCount >= limits.customSections;
  const options = [
    ...available.map(({ key, title: name }) => ({ value: key, label: name })),
    customFull
      ? { value: customChoice, label: `A section of your own (at most ${limits.customSections})`, disabled: true }
      : { value: customChoice, label: 'A section of your own…' },
  ];
  const add = () => {
    if (!choice) {
      setError('Choose a section to add');
      return;
    }
    if (choice === customChoice) {
      if (!title.trim()) {
        setError('Give your section a title, e.g. Talks');
        return;
      }
      onAddCustom(title.trim());
      setTitle('');
    } else onAdd(choice);
    setChoice('');
    setError(null);
  };
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.panelTitle}>
        Add a section
      </h3>
      <p className={styles.hint}>Awards, certificates, publications, languages, volunteering, interests, references, or one you name yourself.</p>
      <div className={styles.addRow}>
        <div className={styles.addField}>
          <Select
            label="Section"
            placeholder="Choose a section"
            options={options}
            value={choice}
            error={choice === customChoice ? undefined : (error ?? undefined)}
            onChange={(event) => {
              setChoice(event.target.value);
              setError(null);
            }}
          />
        </div>
        {choice === customChoice ? (
          <div className={styles.addField}>
            <TextField
              label="Section title"
              required
              placeholder="Talks"
              maxLength={limits.shortText}
              value={title}
              error={error ?? undefined}
              onChange={(event) => {
                setTitle(event.target.value);
                setError(null);
              }}
            />
          </div>
        ) : null}
        <Button variant="secondary" onClick={add}>
          Add section
        </Button>
      </div>
    </section>
  );
}
