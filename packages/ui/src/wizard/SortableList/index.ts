export { ReorderHandle, SortableList, reorderHandleSizes, reorderInstructions, sortableLayouts, useSortableItem } from './SortableList';
export type { ReorderHandleProps, ReorderHandleSize, SortableLayout, SortableListProps } from './SortableList';
