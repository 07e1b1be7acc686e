import type { CSSProperties } from 'react';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './BarList.css';

export interface BarListItem {
  /** Stable key, e.g. the referrer host. */
  name: string;
  /** What the row shows, e.g. "Direct or unknown". */
  label: string;
  value: number;
}

export interface BarListProps {
  /** Names the list for everyone: the visually hidden table's caption. */
  caption: string;
  /** Header of the first column in the table, e.g. "Referrer". */
  nameHeader: string;
  /** Header of the value column, e.g. "Views". */
  valueHeader?: string;
  items: readonly BarListItem[];
  /** The whole the shares are taken of (the period's views); defaults to the sum of the items. */
  total?: number;
  locale?: string;
}

const fractionStyle = (fraction: number) =>
  ({ [styles.fractionVar.replace(/^var\((.*)\)$/, '$1')]: String(fraction) }) as CSSProperties;

/**
 * Horizontal bars, longest first as given. The bars are drawn for the eye only; screen readers
 * get the same figures as a visually hidden table with the share of the total.
 */
export function BarList({ caption, nameHeader, valueHeader = 'Views', items, total, locale }: BarListProps) {
  const whole = total ?? items.reduce((sum, item) => sum + item.value, 0);
  const largest = Math.max(1, ...items.map((item) => item.value));
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const share = (value: number) => percent.format(whole > 0 ? value / whole : 0);
  return (
    <div className={styles.root}>
      <ol className={styles.list} aria-hidden="true">
        {items.map((item) => (
          <li key={item.name} className={styles.row}>
            <span className={styles.bar} style={fractionStyle(item.value / largest)} />
            <span className={styles.label} title={item.label}>
              {item.label}
            </span>
            <span className={styles.value}>{count.format(item.value)}</span>
            <span className={styles.share}>{share(item.value)}</span>
          </li>
        ))}
      </ol>
      {/* On a wrapper: a table ignores overflow, so hidden on itself it would still widen the page. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              <th scope="col">{valueHeader}</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.name}>
                <th scope="row">{item.label}</th>
                <td>{count.format(item.value)}</td>
                <td>{share(item.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
