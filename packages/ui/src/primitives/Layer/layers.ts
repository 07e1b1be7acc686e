/**
 * The stack of open layers (dialogs, drawers, menus, popovers), one per document. Escape goes to
 * the top layer only; while a modal layer is open everything outside it is inert; page scrolling
 * stays locked while any layer asks for it.
 */
export interface Layer {
  /** Runs when Escape is pressed while this is the top layer; without it Escape does nothing. */
  onEscape?: () => void;
  /** A modal layer: the page outside this element is inert while it is the top modal. */
  modal?: HTMLElement | null;
  lockScroll?: boolean;
}

const stack: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  // A widget inside the layer that handled Escape itself (e.g. closing its suggestions) wins.
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = stack[stack.length - 1];
  if (!top) return;
  event.preventDefault();
  top.onEscape?.();
}

/** Elements we made inert, with whether they already were. */
const madeInert = new Map<Element, boolean>();

/** Every sibling along the path from `keep` up to <body>: the rest of the page. */
function outside(keep: HTMLElement, alsoKeep: readonly HTMLElement[]): Set<Element> {
  const result = new Set<Element>();
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      if (alsoKeep.some((element) => sibling.contains(element))) continue;
      result.add(sibling);
    }
  }
  return result;
}

function syncInert() {
  let topModal = -1;
  for (let index = stack.length - 1; index >= 0; index--) {
    if (stack[index]!.modal?.isConnected) {
      topModal = index;
      break;
    }
  }
  const above = stack.slice(topModal + 1).flatMap((layer) => (layer.modal ? [layer.modal] : []));
  const targets = topModal >= 0 ? outside(stack[topModal]!.modal!, above) : new Set<Element>();
  for (const [element, wasInert] of madeInert) {
    if (targets.has(element)) continue;
    if (!wasInert) element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of targets) {
    if (madeInert.has(element)) continue;
    madeInert.set(element, element.hasAttribute('inert'));
    element.setAttribute('inert', '');
  }
}

let savedBody: { overflow: string; paddingRight: string } | null = null;

function syncScrollLock() {
  const body = document.body;
  const locked = stack.some((layer) => layer.lockScroll);
  if (locked && !savedBody) {
    savedBody = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Hiding the scrollbar widens the page; padding in its place keeps the content where it was.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) {
      const padding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  } else if (!locked && savedBody) {
    body.style.overflow = savedBody.overflow;
    body.style.paddingRight = savedBody.paddingRight;
    savedBody = null;
  }
}

/** Puts `layer` on top of the stack; the returned function takes it off again. */
export function openLayer(layer: Layer): () => void {
  if (stack.length === 0) document.addEventListener('keydown', onKeyDown);
  stack.push(layer);
  syncInert();
  syncScrollLock();
  return () => {
    const index = stack.indexOf(layer);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) document.removeEventListener('keydown', onKeyDown);
    syncInert();
    syncScrollLock();
  };
}
