import { DATE_PATTERN } from '@showfolio/portfolio-schema';
import { englishMessages, type PageMessages } from '../../i18n/PageMessages';

/**
 * 'YYYY-MM(-DD)' → 'Sep 2021', 'YYYY' → '2021' in the page's language (`messages.date`: by hand in
 * English, so the server and every browser print exactly the same text; `Intl` in the others);
 * anything else is shown as typed.
 */
export function formatMonthYear(value: string, messages: PageMessages = englishMessages): string {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return value.trim();
  const [, year = '', , month] = match;
  return messages.date(year, month ? Number(month) : undefined);
}

/** An end date that means "still there": empty or the word Present. */
export const isOngoing = (endDate: string): boolean =>
  endDate.trim() === '' || endDate.trim().toLowerCase() === 'present';
