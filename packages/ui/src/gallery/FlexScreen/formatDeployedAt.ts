export interface DateFormatOptions {
  /** BCP 47 locale; the browser's own when absent. */
  locale?: string;
  /** IANA time zone; the browser's own when absent. */
  timeZone?: string;
}

/** 'Deployed At' in local date and time; an unparsable value is shown as the server sent it. */
export function formatDeployedAt(
  value: string,
  { locale, timeZone }: DateFormatOptions = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
