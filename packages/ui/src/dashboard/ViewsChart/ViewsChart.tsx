import { useId, type CSSProperties } from 'react';
import type { AnalyticsDay } from '@showfolio/portfolio-schema';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './ViewsChart.css';
import { cx } from '../../primitives/cx/cx';

export interface ViewsChartProps {
  /** One entry per UTC day, oldest first. */
  days: readonly AnalyticsDay[];
  /** Names the chart and its table, e.g. "Daily views and unique visitors, last 7 days". */
  caption: string;
  locale?: string;
}

const WIDTH = 600;
const HEIGHT = 200;
/** Up to a month, each day also gets a dot; on 90 days they would only clutter the lines. */
const MAX_DOTTED_DAYS = 31;

const cssVar = (name: string) => name.replace(/^var\((.*)\)$/, '$1');
const dotStyle = (x: number, y: number) =>
  ({ [cssVar(styles.dotX)]: `${(x / WIDTH) * 100}%`, [cssVar(styles.dotY)]: `${(y / HEIGHT) * 100}%` }) as CSSProperties;

/** 1, 2 or 5 times a power of ten, at least `value`. */
function niceCeil(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= value)!;
}

const formatDay = (day: string, locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * Daily views and unique visitors as two lines, drawn in SVG that stretches to any width (the
 * strokes keep their thickness). The picture is named by its caption; every figure is also in a
 * visually hidden table for screen readers, and a hover title on each day for pointers.
 */
export function ViewsChart({ days, caption, locale }: ViewsChartProps) {
  const titleId = useId();
  const step = niceCeil(Math.max(0, ...days.map((day) => day.views)) / 2);
  const top = step * 2;
  const count = new Intl.NumberFormat(locale);
  const x = (index: number) => (days.length > 1 ? (index / (days.length - 1)) * WIDTH : WIDTH / 2);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const line = (pick: (day: AnalyticsDay) => number) =>
    days.map((day, index) => `${x(index).toFixed(1)},${y(pick(day)).toFixed(1)}`).join(' ');
  const viewsLine = line((day) => day.views);
  const columnWidth = WIDTH / Math.max(1, days.length);
  const labelled = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  const short = (day: string) => formatDay(day, locale, { day: 'numeric', month: 'short' });

  return (
    <div className={styles.root}>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.legendItem}>
          <span className={cx(styles.swatch, styles.viewsSwatch)} />
          Views
        </span>
        <span className={styles.legendItem}>
          <span className={cx(styles.swatch, styles.uniquesSwatch)} />
          Unique visitors
        </span>
      </div>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          <span>{count.format(top)}</span>
          <span>{count.format(step)}</span>
          <span>0</span>
        </div>
        <div className={styles.canvas}>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={titleId}
          >
            <title id={titleId}>{`${caption}. Line chart; the table that follows lists every day.`}</title>
            {[0, HEIGHT / 2, HEIGHT].map((gridY) => (
              <line key={gridY} className={styles.grid} x1={0} x2={WIDTH} y1={gridY} y2={gridY} />
            ))}
            {days.length > 1 ? (
              <polygon className={styles.area} points={`0,${HEIGHT} ${viewsLine} ${WIDTH},${HEIGHT}`} />
            ) : null}
            <polyline className={styles.viewsLine} points={viewsLine} />
            <polyline className={styles.uniquesLine} points={line((day) => day.uniques)} />
            {days.map((day, index) => (
              <rect
                key={day.date}
                className={styles.hoverColumn}
                x={Math.max(0, x(index) - columnWidth / 2)}
                y={0}
                width={columnWidth}
                height={HEIGHT}
              >
                <title>{`${short(day.date)}: ${count.format(day.views)} views, ${count.format(day.uniques)} unique visitors`}</title>
              </rect>
            ))}
          </svg>
          {days.length <= MAX_DOTTED_DAYS ? (
            <div className={styles.dots} aria-hidden="true">
              {days.map((day, index) => (
                <span key={day.date}>
                  <span className={cx(styles.dot, styles.viewsDot)} style={dotStyle(x(index), y(day.views))} />
                  <span className={cx(styles.dot, styles.uniquesDot)} style={dotStyle(x(index), y(day.uniques))} />
                </span>
              ))}
            </div>
          ) : null}
        </div>
        <span />
        <div className={styles.xAxis} aria-hidden="true">
          {labelled.map((index, position) => (
            <span key={position}>{short(days[index]!.date)}</span>
          ))}
        </div>
      </div>
      {/* On a wrapper: a table ignores overflow, so hidden on itself it would still widen the page. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Views</th>
              <th scope="col">Unique visitors</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>
                    {formatDay(day.date, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}
                  </time>
                </th>
                <td>{count.format(day.views)}</td>
                <td>{count.format(day.uniques)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
