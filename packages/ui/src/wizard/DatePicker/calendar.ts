// Calendar arithmetic on 'YYYY-MM-DD' strings in UTC, so the user's time zone never shifts a day.

export interface CalendarMonth {
  year: number;
  /** 0-11 */
  month: number;
}

export const yearsPerPage = 15;
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const isoDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a complete, real 'YYYY-MM-DD' date, or null. */
export function parseIsoDate(text: string): Date | null {
  const match = FULL_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? date : null;
}

export const toIso = (date: Date) => isoDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

export function addMonths(view: CalendarMonth, months: number): CalendarMonth {
  const index = view.year * 12 + view.month + months;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export const daysInMonth = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Weeks of the month as rows of seven; days of neighbouring months are null. */
export function monthWeeks(view: CalendarMonth): Array<Array<string | null>> {
  const firstWeekday = new Date(Date.UTC(view.year, view.month, 1)).getUTCDay();
  const cells: Array<string | null> = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth(view); day += 1) cells.push(isoDate(view.year, view.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The first year of the 15-year page that holds `year`. */
export const yearPageStart = (year: number) => year - (((year % yearsPerPage) + yearsPerPage) % yearsPerPage);

/** ISO strings compare correctly as text; empty bounds are open. */
export function isOutOfRange(iso: string, min?: string, max?: string): boolean {
  return Boolean((min && iso < min) || (max && iso > max));
}

export function isYearOutOfRange(year: number, min?: string, max?: string): boolean {
  return Boolean((min && year < Number(min.slice(0, 4))) || (max && year > Number(max.slice(0, 4))));
}

export const formatLongDate = (iso: string) => {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${weekdayNames[date.getUTCDay()]}, ${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};
