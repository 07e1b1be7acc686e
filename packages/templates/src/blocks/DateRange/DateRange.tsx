import { formatMonthYear, isOngoing } from './formatDate';
import { useMessages } from '../../i18n/PageMessages';

export interface DateRangeProps {
  startDate: string;
  endDate: string;
  className?: string;
}

/** 'Sep 2021 – Present' in the page's language; renders nothing when neither date is known. */
export function DateRange({ startDate, endDate, className }: DateRangeProps) {
  const start = startDate.trim();
  const messages = useMessages();
  const ongoing = isOngoing(endDate);
  if (start === '' && ongoing) return null;
  const end = ongoing ? messages.t('date.present') : endDate.trim();
  return (
    <span className={className}>
      {start !== '' && (
        <>
          <time dateTime={start}>{formatMonthYear(start, messages)}</time> –{' '}
        </>
      )}
      {ongoing ? end : <time dateTime={end}>{formatMonthYear(end, messages)}</time>}
    </span>
  );
}
