import { DATE_PATTERN } from '@showfolio/portfolio-schema';

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * 'YYYY-MM(-DD)' → 'Sep 2021', 'YYYY' → '2021'; anything else is shown as typed. Done by hand
 * rather than with Intl so the server and every browser print exactly the same text.
 */
export function formatMonthYear(value: string): string {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return value.trim();
  const [, year, , month] = match;
  return month ? `${monthNames[Number(month) - 1]} ${year}` : (year ?? '');
}

/** An end date that means "still there": empty or the word Present. */
export const isOngoing = (endDate: string): boolean =>
  endDate.trim() === '' || endDate.trim().toLowerCase() === 'present';
