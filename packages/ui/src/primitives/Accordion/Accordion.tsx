import { createContext, useContext, useId, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './Accordion.css';

export const accordionHeadingLevels = [2, 3, 4] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

interface AccordionContextValue {
  openValue: string | null;
  toggle: (value: string) => void;
  headingLevel: AccordionHeadingLevel;
}
interface ItemContextValue {
  value: string;
  open: boolean;
  triggerId: string;
  contentId: string;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);
const ItemContext = createContext<ItemContextValue | null>(null);

function useRequired<T>(value: T | null, part: string): T {
  if (value === null) throw new Error(`Accordion.${part} must be used within its Accordion parent`);
  return value;
}

export interface AccordionProps {
  /** The open item's value (controlled); null when all are closed. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  headingLevel?: AccordionHeadingLevel;
  children: ReactNode;
}

/** One item open at a time; activating the open item closes it. */
function Root({ value, defaultValue = null, onValueChange, headingLevel = 3, children }: AccordionProps) {
  const [openValue, setOpenValue] = useControllableState<string | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const toggle = (itemValue: string) => setOpenValue(openValue === itemValue ? null : itemValue);
  return (
    <AccordionContext.Provider value={{ openValue, toggle, headingLevel }}>
      <div className={styles.root}>{children}</div>
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps {
  value: string;
  children: ReactNode;
}

function Item({ value, children }: AccordionItemProps) {
  const { openValue } = useRequired(useContext(AccordionContext), 'Item');
  const id = useId();
  const open = openValue === value;
  return (
    <ItemContext.Provider value={{ value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div className={styles.item} data-state={open ? 'open' : 'closed'}>
        {children}
      </div>
    </ItemContext.Provider>
  );
}

export interface AccordionTriggerProps {
  children: ReactNode;
}

function Trigger({ children }: AccordionTriggerProps) {
  const { toggle, headingLevel } = useRequired(useContext(AccordionContext), 'Trigger');
  const { value, open, triggerId, contentId } = useRequired(useContext(ItemContext), 'Trigger');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className={styles.heading}>
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        className={styles.trigger}
        data-state={open ? 'open' : 'closed'}
        onClick={() => toggle(value)}
      >
        <span>{children}</span>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
    </Heading>
  );
}

export interface AccordionContentProps {
  children: ReactNode;
}

function Content({ children }: AccordionContentProps) {
  const { open, triggerId, contentId } = useRequired(useContext(ItemContext), 'Content');
  return (
    <div
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!open}
      className={styles.content}
      data-state={open ? 'open' : 'closed'}
    >
      {children}
    </div>
  );
}

/** One-open-at-a-time disclosure list (the FAQ): `Accordion.Item`, `.Trigger` (a heading's button) and `.Content`. */
export const Accordion = Object.assign(Root, { Item, Trigger, Content });
