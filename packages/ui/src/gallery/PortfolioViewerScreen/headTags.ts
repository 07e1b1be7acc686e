/** One tag the viewer puts in document.head: a named or open-graph meta, or a link. */
export type HeadTag =
  | { type: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { type: 'link'; rel: string; href: string };

const selectorOf = (tag: HeadTag): string =>
  tag.type === 'meta'
    ? `meta[${tag.attribute}="${CSS.escape(tag.key)}"]`
    : `link[rel="${CSS.escape(tag.rel)}"]`;

/**
 * Writes the tags into `head` and returns the undo. A tag the host page already has (index.html
 * usually ships a description) is updated in place and its old value put back on undo; a tag we
 * created is removed, so leaving the viewer leaves the head as it found it.
 */
export function applyHeadTags(head: HTMLHeadElement, tags: readonly HeadTag[]): () => void {
  const undo: Array<() => void> = [];
  for (const tag of tags) {
    const valueAttribute = tag.type === 'meta' ? 'content' : 'href';
    const value = tag.type === 'meta' ? tag.content : tag.href;
    const existing = head.querySelector(selectorOf(tag));
    if (existing) {
      const previous = existing.getAttribute(valueAttribute);
      existing.setAttribute(valueAttribute, value);
      undo.push(() => {
        if (previous === null) existing.removeAttribute(valueAttribute);
        else existing.setAttribute(valueAttribute, previous);
      });
      continue;
    }
    const element = head.ownerDocument.createElement(tag.type);
    if (tag.type === 'meta') element.setAttribute(tag.attribute, tag.key);
    else element.setAttribute('rel', tag.rel);
    element.setAttribute(valueAttribute, value);
    head.appendChild(element);
    undo.push(() => element.remove());
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
