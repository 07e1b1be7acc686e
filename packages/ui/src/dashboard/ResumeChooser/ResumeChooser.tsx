import {
  resumeDesignNames,
  resumeDesigns,
  resumePaperNames,
  resumePapers,
  type ResumeSettings,
} from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { Select } from '../../primitives/Select';
import * as styles from './ResumeChooser.css';

export interface ResumeChooserProps {
  /** The design and paper "Download PDF" gives now. */
  value: ResumeSettings;
  /** Saves a new choice; a rejection leaves the previous one and says so. */
  onChange: (settings: ResumeSettings) => Promise<unknown>;
}

const designOptions = resumeDesigns.map((design) => ({ value: design, label: resumeDesignNames[design] }));
const paperOptions = resumePapers.map((paper) => ({ value: paper, label: resumePaperNames[paper] }));

export const resumeSavedText = 'Saved: "Download PDF" gives this résumé.';
export const resumeSaveFailedText = 'Could not save your choice. Please try again.';

/** The résumé's design and paper beside "Download PDF", remembered for the portfolio. */
export function ResumeChooser({ value, onChange }: ResumeChooserProps) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [shown, setShown] = useState(value);
  const choose = (next: ResumeSettings) => {
    const previous = shown;
    setShown(next);
    setState('saving');
    onChange(next).then(
      () => setState('saved'),
      () => {
        setShown(previous);
        setState('failed');
      },
    );
  };
  return (
    <div className={styles.root} data-state={state}>
      <Select
        label="Résumé design"
        options={designOptions}
        value={shown.design}
        onChange={(event) => choose({ ...shown, design: event.target.value as ResumeSettings['design'] })}
      />
      <Select
        label="Paper"
        options={paperOptions}
        value={shown.paper}
        onChange={(event) => choose({ ...shown, paper: event.target.value as ResumeSettings['paper'] })}
      />
      <p className={styles.status} role="status">
        {state === 'saved' ? resumeSavedText : state === 'failed' ? resumeSaveFailedText : ''}
      </p>
    </div>
  );
}
