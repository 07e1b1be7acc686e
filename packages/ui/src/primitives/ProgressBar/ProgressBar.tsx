import { useId, type CSSProperties } from 'react';
import * as styles from './ProgressBar.css';

export const progressTones = ['accent', 'success', 'warning', 'danger'] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps {
  /** 0 to 100; clamped. */
  value: number;
  /** The accessible name, shown above the bar unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  /** Show '{value}%' at the end of the label row. */
  showValue?: boolean;
  tone?: ProgressTone;
}

/** A labelled progress bar (role progressbar) from 0 to 100, with the percentage shown beside it unless `showValue` is false. */
export function ProgressBar({ value, label, hideLabel = false, showValue = true, tone = 'accent' }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  const style = { [styles.fractionVar.replace(/^var\((.*)\)$/, '$1')]: String(clamped / 100) } as CSSProperties;
  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <div className={styles.header}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          {showValue ? <span aria-hidden="true">{clamped}%</span> : null}
        </div>
      )}
      <div
        role="progressbar"
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${clamped}%`}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        className={styles.track}
      >
        <div className={styles.fill({ tone })} style={style} />
      </div>
    </div>
  );
}
