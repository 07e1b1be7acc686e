import { formatMonthYear, isOngoing } from './formatDate';

export interface DateRangeProps {
  startDate: string;
  endDate: string;
  className?: string;
}

/** 'Sep 2021 – Present'; renders nothing when neither date is known. */
export function DateRange({ startDate, endDate, className }: DateRangeProps) {
  const start = startDate.trim();
  const ongoing = isOngoing(endDate);
  if (start === '' && ongoing) return null;
  const end = ongoing ? 'Present' : endDate.trim();
  return (
    <span className={className}>
      {start !== '' && (
        <>
          <time dateTime={start}>{formatMonthYear(start)}</time> –{' '}
        </>
      )}
      {ongoing ? end : <time dateTime={end}>{formatMonthYear(end)}</time>}
    </span>
  );
}
