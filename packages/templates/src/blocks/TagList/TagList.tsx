import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/PageMessages';
import type { MessageId } from '../../i18n/messages/en';

export interface TagListProps {
  /** The strings to list (skills, technologies); user text, so duplicates are allowed. */
  items: readonly string[];
  /** Class of the `ul`; the block has no styles of its own. */
  className?: string;
  /** Class of every `li`, or one chosen by position (templates that cycle colours). */
  itemClassName?: string | ((index: number) => string);
  /** Names the list when several lists sit side by side (`Technologies of Trailhead`). */
  'aria-label'?: string;
  /** Names the list with one of the templates' own words, in the page's language. */
  labelId?: MessageId;
  /** What an item shows (the item itself by default), e.g. `#{item}` or a numbered badge. */
  renderItem?: (item: string, index: number) => ReactNode;
}

/**
 * A list of strings as `<ul className><li className>{item}</li>…</ul>`, keyed by index, that
 * renders nothing when the list is empty. Styling comes entirely from the template's classes.
 */
export function TagList({
  items,
  className,
  itemClassName,
  'aria-label': ariaLabel,
  labelId,
  renderItem,
}: TagListProps) {
  const { t } = useMessages();
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={labelId ? t(labelId) : ariaLabel}>
      {items.map((item, index) => (
        <li
          key={index}
          className={typeof itemClassName === 'function' ? itemClassName(index) : itemClassName}
        >
          {renderItem ? renderItem(item, index) : item}
        </li>
      ))}
    </ul>
  );
}
