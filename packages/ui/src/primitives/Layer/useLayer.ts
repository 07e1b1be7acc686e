import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { openLayer, type Layer } from './layers';

export interface UseLayerOptions {
  /** Runs when Escape is pressed while this is the top layer; omit it and Escape does nothing. */
  onEscape?: () => void;
  /** For a modal: the element that stays usable while the rest of the page is inert. */
  modalRef?: RefObject<HTMLElement | null>;
  /** Locks page scrolling (without a layout shift) while open. */
  lockScroll?: boolean;
}

/** Registers an open dialog, drawer, menu or popover in the document's layer stack while `open`. */
export function useLayer(open: boolean, { onEscape, modalRef, lockScroll = false }: UseLayerOptions): void {
  const escape = useRef(onEscape);
  useLayoutEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { onEscape: () => escape.current?.(), modal: modalRef?.current ?? null, lockScroll };
    return openLayer(layer);
  }, [open, modalRef, lockScroll]);
}
