import { parseDateInput } from '@showfolio/portfolio-schema';

export const monthColumns = 3;
export const yearColumns = 5;
/** Builder spec: the year chooser shows 15 years per page. */
export const yearsPerPage = 15;
export const yearPageStart = (year: number) => year - (((year % yearsPerPage) + yearsPerPage) % yearsPerPage);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** Months counted from year 0, so moving by months or years is plain arithmetic. */
export const monthIndex = (year: number, month: number) => year * 12 + month - 1;
export const fromIndex = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
export const storedMonth = (index: number) => {
  const { year, month } = fromIndex(index);
  return `${pad(year, 4)}-${pad(month)}`;
};

/** Compares two stored dates on the part both have ('2021' against '2021-09' is equal). */
export const compareDates = (a: string, b: string) => {
  const shared = Math.min(a.length, b.length);
  return a.slice(0, shared) < b.slice(0, shared) ? -1 : a.slice(0, shared) > b.slice(0, shared) ? 1 : 0;
};
export const outOfRange = (date: string, min?: string, max?: string) =>
  Boolean((min && compareDates(date, min) < 0) || (max && compareDates(date, max) > 0));

export const currentMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
};

/** The month index of stored text, a bare year counting as its January; null when it is no date. */
export function indexOf(value: string): number | null {
  const parsed = parseDateInput(value);
  if (parsed.error || !parsed.value) return null;
  return monthIndex(Number(parsed.value.slice(0, 4)), Number(parsed.value.slice(5, 7) || '1'));
}
