import { DATE_PATTERN } from './limits';

// Entry dates are month precision: people remember "May 2018", not the day. What is stored is
// always DATE_PATTERN text (YYYY, YYYY-MM or, from older saves and imports, YYYY-MM-DD); this
// module reads what people type into that, and tells them exactly what is wrong when it cannot.

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

/** The word an ongoing end date is shown as (and may be typed as); it is stored as ''. */
export const ongoingWord = 'Present';

export const dateMessages = {
  /** What to type, shown when the text is no date at all. */
  shape: 'Enter a month and year, like May 2018, 2018-05 or 05/2018, or just a year',
  noSuchMonth: (month: number) => `There is no month ${month}: months run from 1 to 12`,
  noSuchDay: (day: number, month: number, year: number) => `${monthNames[month - 1]} ${year} has no day ${day}`,
  unknownMonthName: (word: string) => `"${word}" is not a month name; try May 2018 or 2018-05`,
} as const;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Why stored date text is not a real date, or null when it is ('' included). Catches what a pattern
 * alone lets through: a 13th month and a 30th of February.
 */
export function dateTextProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const parts = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(text);
  if (!parts) return dateMessages.shape;
  const [, year, month, day] = parts;
  if (month !== undefined && (Number(month) < 1 || Number(month) > 12)) return dateMessages.noSuchMonth(Number(month));
  if (day !== undefined && (Number(day) < 1 || Number(day) > daysIn(Number(year), Number(month))))
    return dateMessages.noSuchDay(Number(day), Number(month), Number(year));
  return DATE_PATTERN.test(text) ? null : dateMessages.shape;
}

/** Whether stored date text is a real YYYY, YYYY-MM or YYYY-MM-DD date. */
export const isDateText = (value: string) => value.trim() !== '' && dateTextProblem(value) === null;

/** What `parseDateInput` makes of typed text: the text to store, or why there is none. */
export type DateInput = { value: string; error?: undefined } | { value?: undefined; error: string };

// "sept" is how many people shorten September; every other month is its first three letters.
const monthByWord = new Map<string, number>([
  ...monthNames.map((name, index) => [name.toLowerCase(), index + 1] as const),
  ...monthNames.map((name, index) => [name.slice(0, 3).toLowerCase(), index + 1] as const),
  ['sept', 9],
]);

const yearMonth = (year: number, month: number): DateInput =>
  month < 1 || month > 12 ? { error: dateMessages.noSuchMonth(month) } : { value: `${pad(year, 4)}-${pad(month)}` };

/**
 * Reads a date as people type it: "May 2018", "Sept 2019", "2018-05", "2018/05", "05/2018",
 * "5.2018", "2018", or a full "2018-05-14" (kept as it is). Gives the DATE_PATTERN text to store
 * ('' for empty, and for "Present" when `ongoing` allows it) or a message naming what is wrong.
 */
export function parseDateInput(input: string, options: { ongoing?: boolean } = {}): DateInput {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return { value: '' };
  if (options.ongoing && text.toLowerCase() === ongoingWord.toLowerCase()) return { value: '' };

  if (/^\d{4}$/.test(text)) return { value: text };
  const yearFirst = /^(\d{4})\s?[-/.]\s?(\d{1,2})$/.exec(text);
  if (yearFirst) return yearMonth(Number(yearFirst[1]), Number(yearFirst[2]));
  const monthFirst = /^(\d{1,2})\s?[-/.]\s?(\d{4})$/.exec(text);
  if (monthFirst) return yearMonth(Number(monthFirst[2]), Number(monthFirst[1]));
  const fullDate = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (fullDate) {
    const value = `${fullDate[1]}-${pad(Number(fullDate[2]))}-${pad(Number(fullDate[3]))}`;
    const problem = dateTextProblem(value);
    return problem ? { error: problem } : { value };
  }
  // "May 2018", "may, 2018", "Sept. 2019", and the other way round, "2018 May".
  const wordFirst = /^([a-z]+)\.?,? (\d{4})$/i.exec(text);
  const yearFirstWord = /^(\d{4}),? ([a-z]+)\.?$/i.exec(text);
  const named = wordFirst ? { word: wordFirst[1], year: wordFirst[2] } : yearFirstWord ? { word: yearFirstWord[2], year: yearFirstWord[1] } : null;
  if (named?.word && named.year) {
    const month = monthByWord.get(named.word.toLowerCase());
    return month ? yearMonth(Number(named.year), month) : { error: dateMessages.unknownMonthName(named.word) };
  }
  return { error: dateMessages.shape };
}

/**
 * Stored date text as people read it: '2018-05' and '2018-05-14' → 'May 2018', '2018' → '2018'.
 * Anything else (never stored, but typed and not yet fixed) is shown as it is.
 */
export function monthYearText(value: string, options: { short?: boolean } = {}): string {
  const text = value.trim();
  const match = DATE_PATTERN.exec(text);
  if (!match || dateTextProblem(text)) return text;
  const [, year, , month] = match;
  if (!month) return year ?? text;
  const name = monthNames[Number(month) - 1] ?? '';
  return `${options.short ? name.slice(0, 3) : name} ${year}`;
}

/** The year and month (1-12) of stored date text, or null for '', a bare year or anything else. */
export function dateTextMonth(value: string): { year: number; month: number } | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match || !match[3] || dateTextProblem(value)) return null;
  return { year: Number(match[1]), month: Number(match[3]) };
}
