import { monthNames, ongoingWord } from '@showfolio/portfolio-schema';
import { fromIndex, indexOf, monthColumns, monthIndex, outOfRange, storedMonth, yearColumns, yearsPerPage } from './monthMath';
import type { MonthChooser } from './useMonthChooser';
import * as styles from './MonthField.css';

interface MonthsViewProps {
  chooser: MonthChooser;
  value: string;
  min?: string;
  max?: string;
  ongoing: boolean;
  /** The month marked as this one, as a month index. */
  thisMonth: number | null;
  onChoose: (index: number) => void;
  onChooseOngoing: () => void;
}

/** The chooser's months of the shown year, with the year button and, for an end date, "Present". */
export function MonthsView({ chooser, value, min, max, ongoing, thisMonth, onChoose, onChooseOngoing }: MonthsViewProps) {
  const { focused, setFocused, shownYear, showYears, onMonthKeyDown } = chooser;
  const selectedIndex = indexOf(value);
  const selectedIsMonth = /^\d{4}-\d{2}/.test(value.trim());
  const monthRows = Array.from({ length: 12 / monthColumns }, (_, row) =>
    Array.from({ length: monthColumns }, (_, column) => monthIndex(shownYear, row * monthColumns + column + 1)),
  );
  return (
    <>
      <div className={styles.header}>
        <button type="button" className={styles.navButton} aria-label="Previous year" onClick={() => setFocused(focused - 12)}>
          ‹
        </button>
        <button type="button" className={styles.yearButton} aria-label={`${shownYear}, choose a year`} onClick={showYears}>
          {shownYear}
          <span aria-hidden="true">▾</span>
        </button>
        <button type="button" className={styles.navButton} aria-label="Next year" onClick={() => setFocused(focused + 12)}>
          ›
        </button>
      </div>
      <table role="grid" aria-label={`Months of ${shownYear}`} className={styles.grid}>
        <tbody>
          {monthRows.map((row) => (
            <tr key={row[0]}>
              {row.map((index) => {
                const { month } = fromIndex(index);
                const selected = selectedIsMonth && index === selectedIndex;
                return (
                  <td key={index} aria-selected={selected}>
                    <button
                      type="button"
                      data-month={index}
                      className={styles.cell}
                      data-selected={selected ? '' : undefined}
                      data-current={index === thisMonth ? '' : undefined}
                      tabIndex={index === focused ? 0 : -1}
                      aria-label={`${monthNames[month - 1]} ${shownYear}`}
                      aria-disabled={outOfRange(storedMonth(index), min, max) ? true : undefined}
                      onKeyDown={onMonthKeyDown}
                      onFocus={() => setFocused(index)}
                      onClick={() => onChoose(index)}
                    >
                      {monthNames[month - 1]}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {ongoing ? (
        <div className={styles.footer}>
          <button
            type="button"
            className={styles.footerButton}
            data-selected={value === '' ? '' : undefined}
            aria-pressed={value === ''}
            onClick={onChooseOngoing}
          >
            {ongoingWord}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The chooser's page of 15 years; choosing one goes back to its months. */
export function YearsView({ chooser }: { chooser: MonthChooser }) {
  const { yearPage, setYearPage, focusedYear, setFocusedYear, shownYear, yearOutOfRange, chooseYear, onYearKeyDown } = chooser;
  const years = Array.from({ length: yearsPerPage }, (_, index) => yearPage + index);
  const yearRows = Array.from({ length: yearsPerPage / yearColumns }, (_, row) =>
    years.slice(row * yearColumns, (row + 1) * yearColumns),
  );
  return (
    <>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={`Previous ${yearsPerPage} years`}
          onClick={() => setYearPage(yearPage - yearsPerPage)}
        >
          ‹
        </button>
        <span className={styles.title}>
          {yearPage} – {yearPage + yearsPerPage - 1}
        </span>
        <button
          type="button"
          className={styles.navButton}
          aria-label={`Next ${yearsPerPage} years`}
          onClick={() => setYearPage(yearPage + yearsPerPage)}
        >
          ›
        </button>
      </div>
      <table role="grid" aria-label={`Years ${yearPage} to ${yearPage + yearsPerPage - 1}`} className={styles.grid}>
        <tbody>
          {yearRows.map((row) => (
            <tr key={row[0]}>
              {row.map((year) => (
                <td key={year} aria-selected={year === shownYear}>
                  <button
                    type="button"
                    data-year={year}
                    className={styles.cell}
                    data-selected={year === shownYear ? '' : undefined}
                    tabIndex={year === (years.includes(focusedYear) ? focusedYear : yearPage) ? 0 : -1}
                    aria-disabled={yearOutOfRange(year) ? true : undefined}
                    onKeyDown={onYearKeyDown}
                    onFocus={() => setFocusedYear(year)}
                    onClick={() => chooseYear(year)}
                  >
                    {year}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
