import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  type SortableData,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import * as styles from './SortableList.css';

/** `column`: one item under the other (entries); `wrap`: items in wrapping rows (tags). */
export const sortableLayouts = ['column', 'wrap'] as const;
export type SortableLayout = (typeof sortableLayouts)[number];

export interface SortableListProps {
  /** One unique id per item, in the list's order. */
  ids: readonly string[];
  /** What the handle and the announcements call the item, e.g. its title. */
  labelOf: (id: string) => string;
  /** Called once per drop that changed the order. */
  onMove: (from: number, to: number) => void;
  layout?: SortableLayout;
  children: ReactNode;
}

export const reorderInstructions =
  'To reorder, press Space or Enter on the handle to pick the item up. Use the arrow keys to move it, ' +
  'Space or Enter to drop it, or Escape to cancel.';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the person asked for less motion; follows the setting while mounted. */
function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(reducedMotionQuery).matches === true);
  useEffect(() => {
    const query = window.matchMedia?.(reducedMotionQuery);
    if (!query) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Arrow keys move the item one place along the list's order (ArrowDown/ArrowUp in a column,
 * ArrowRight/ArrowLeft in wrapping rows, where ArrowDown/ArrowUp change rows): the item is put
 * centre on centre over its neighbour, so items of different sizes never skip one.
 */
function coordinatesFor(layout: SortableLayout): KeyboardCoordinateGetter {
  const steps: Partial<Record<string, number>> =
    layout === 'column' ? { ArrowDown: 1, ArrowUp: -1 } : { ArrowRight: 1, ArrowLeft: -1 };
  return (event, args) => {
    const step = steps[event.code];
    if (step === undefined) return layout === 'wrap' ? sortableKeyboardCoordinates(event, args) : undefined;
    event.preventDefault();
    const { active, context } = args;
    const { collisionRect, droppableContainers, droppableRects, over } = context;
    // Each sortable item knows the list's order and its own place in it.
    const sortable = (droppableContainers.get(over?.id ?? active)?.data.current as SortableData | undefined)?.sortable;
    const target = sortable?.items[sortable.index + step];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect || !collisionRect) return undefined;
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };
}
const coordinateGetters: Record<SortableLayout, KeyboardCoordinateGetter> = {
  column: coordinatesFor('column'),
  wrap: coordinatesFor('wrap'),
};

interface SortableListContextValue {
  labelOf: (id: string) => string;
  reducedMotion: boolean;
}
const SortableListContext = createContext<SortableListContextValue | null>(null);

/**
 * A list whose items move by drag (mouse, or touch after a short press so the page still
 * scrolls) and by keyboard from each item's handle, with announcements in plain English for
 * screen readers. Items are rendered by the caller and use `useSortableItem`.
 */
export function SortableList({ ids, labelOf, onMove, layout = 'column', children }: SortableListProps) {
  const reducedMotion = usePrefersReducedMotion();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: coordinateGetters[layout],
      scrollBehavior: reducedMotion ? 'auto' : 'smooth',
    }),
  );
  const count = ids.length;
  const name = (id: UniqueIdentifier) => labelOf(String(id));
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  /** Where the last announcement left the item: dnd-kit reports "over itself" right after the pick-up. */
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return `Picked up ${name(active.id)}. Position ${position(active.id)} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announcedOver.current) return undefined;
      announcedOver.current = over?.id ?? null;
      return over ? `${name(active.id)} moved to position ${position(over.id)} of ${count}.` : `${name(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${count}.`
        : `${name(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${name(active.id)} is back at position ${position(active.id)} of ${count}.`,
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: reorderInstructions };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...ids]} strategy={layout === 'wrap' ? rectSortingStrategy : verticalListSortingStrategy}>
        <SortableListContext.Provider value={{ labelOf, reducedMotion }}>{children}</SortableListContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

/** What an item of a `SortableList` needs: its node ref and style, and the props of its handle. */
export function useSortableItem(id: string) {
  const context = useContext(SortableListContext);
  if (!context) throw new Error('useSortableItem must be used within a SortableList');
  const { attributes, listeners, node, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    // Without motion the item jumps to its place instead of sliding there.
    transition: context.reducedMotion ? null : undefined,
  });
  // dnd-kit measures the item when it is picked up. If the page is still (smoothly) scrolling the
  // focused handle into view at that moment, the item is measured mid-scroll and every keyboard move
  // after it lands on the wrong row (seen on a phone-sized window). So the item is brought into view
  // at once, ending any smooth scroll, before the pick-up.
  const pickUpInView = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.code === 'Space' || event.code === 'Enter') {
      node.current?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    }
    listeners?.onKeyDown?.(event);
  };
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition: context.reducedMotion ? undefined : transition,
  };
  return {
    ref: setNodeRef,
    style,
    /** 'dragging' while picked up, for the item's `data-state`. */
    dragging: isDragging,
    handle: { ref: setActivatorNodeRef, label: context.labelOf(id), attributes, listeners: { ...listeners, onKeyDown: pickUpInView } },
  };
}

export const reorderHandleSizes = ['md', 'sm'] as const;
export type ReorderHandleSize = (typeof reorderHandleSizes)[number];

export interface ReorderHandleProps {
  handle: ReturnType<typeof useSortableItem>['handle'];
  size?: ReorderHandleSize;
}

/** The grip an item is dragged by and picked up from with Space or Enter: "Reorder {label}". */
export function ReorderHandle({ handle, size = 'md' }: ReorderHandleProps) {
  const { ref, label, attributes, listeners } = handle;
  const iconSize = size === 'md' ? 16 : 12;
  return (
    <button
      ref={ref}
      type="button"
      className={styles.handle({ size })}
      {...attributes}
      {...listeners}
      // dnd-kit's own role would repeat the button's; its roledescription ("sortable") stays.
      role={undefined}
      aria-label={`Reorder ${label}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width={iconSize} height={iconSize} fill="currentColor">
        <circle cx="5.5" cy="3" r="1.5" />
        <circle cx="10.5" cy="3" r="1.5" />
        <circle cx="5.5" cy="8" r="1.5" />
        <circle cx="10.5" cy="8" r="1.5" />
        <circle cx="5.5" cy="13" r="1.5" />
        <circle cx="10.5" cy="13" r="1.5" />
      </svg>
    </button>
  );
}
