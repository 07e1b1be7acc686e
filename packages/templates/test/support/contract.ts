// The template contract, derived from the data rather than listed by hand: every leaf value of a
// portfolio must reach the page in the form a visitor sees it, so a field added to the schema and
// the samples fails every template until it renders it.
import { DATE_PATTERN, safeUrl, type PortfolioData } from '@showfolio/portfolio-schema';
import { formatMonthYear, isOngoing } from '../../src/blocks/DateRange/formatDate';

/** Fields that must never be published (the spec keeps the phone number private). */
export const privateFields = ['mobileNumber'] as const;

export type Path = readonly (string | number)[];
export interface Leaf {
  path: Path;
  value: string;
}

/** Every string (or other scalar) inside `value`, with the path that leads to it. */
export function leavesOf(value: unknown, path: Path = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [{ path, value: String(value) }];
}

export const pathName = (path: Path) => path.join('.');
const keyOf = (path: Path) => String(path[path.length - 1]);
const isPrivate = (path: Path) =>
  path.some((key) => (privateFields as readonly string[]).includes(String(key)));

/** How one value must show on the page. */
export type Expectation =
  | { kind: 'absent'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'address'; href: string }
  | { kind: 'email'; text: string; href: string }
  /** An image's alt text, its intrinsic size, or one candidate of its `srcset`. */
  | { kind: 'alt'; text: string }
  | { kind: 'imageSize'; attribute: 'width' | 'height'; value: string }
  | { kind: 'srcset'; candidate: string }
  /** Prose written with Markdown: its words, in order, whatever elements the formatting makes. */
  | { kind: 'prose'; text: string };

/** Fields that hold Markdown (the bio and every description, summary or reference). */
const proseKeys = ['bio', 'description', 'summary', 'reference'];
const markdownMarks = /\*\*|__|\*|\[([^\]]*)\]\([^)]*\)/g;

/** The words a visitor reads of Markdown prose: emphasis marks dropped, a link's text kept. */
const readableProse = (text: string) =>
  text.replace(markdownMarks, (_mark, linkText?: string) => linkText ?? '').replace(/\s+/g, ' ');

/**
 * Settings, not content: the privacy switches, the section order and hidden list (their effect is
 * tested on its own) and a custom section's id (it names the section's element).
 */
const isSetting = (path: Path) =>
  ['showEmail', 'showPhone', 'sectionOrder', 'hiddenSections', 'showPdfLink'].includes(String(path[0])) ||
  (path[0] === 'customSections' && path.length === 3 && keyOf(path) === 'id');

/** A leaf of a project image: its alt, size and renditions show as attributes of an `img`. */
function imageExpectation(path: Path, text: string): Expectation | undefined {
  const at = path.indexOf('images');
  if (at === -1) return undefined;
  const key = keyOf(path);
  if (path[at + 2] === 'variants')
    return key === 'width'
      ? { kind: 'srcset', candidate: `${text}w` }
      : { kind: 'srcset', candidate: safeUrl(text) ?? text };
  if (key === 'alt') return { kind: 'alt', text };
  if (key === 'width' || key === 'height') return { kind: 'imageSize', attribute: key, value: text };
  return undefined;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a leaf must look like once rendered, judged by the shape of the value: addresses are
 * links or image sources (as the safe form the templates use), dates are shown through the
 * templates' own formatter, a handle is shown as `@name`, blank values show nothing.
 */
export function expectationOf({ path, value }: Leaf): Expectation | undefined {
  const text = value.trim();
  if (isPrivate(path)) return text === '' ? undefined : { kind: 'absent', text };
  if (text === '' || isSetting(path)) return undefined;
  const image = imageExpectation(path, text);
  if (image) return image;
  if (emailPattern.test(text)) return { kind: 'email', text, href: `mailto:${text}` };
  const address = /^(https?:\/\/|\/)/i.test(text) ? safeUrl(text) : undefined;
  if (address) return { kind: 'address', href: address };
  if (DATE_PATTERN.test(text)) return { kind: 'text', text: formatMonthYear(text) };
  if (keyOf(path) === 'username') return { kind: 'text', text: `@${text}` };
  if (proseKeys.includes(keyOf(path)) && /\*|__|\]\(/.test(text))
    return { kind: 'prose', text: readableProse(text) };
  return { kind: 'text', text };
}

/**
 * Entries of a list of records (jobs, schools, projects) with the leaves that belong to each,
 * found from the data's shape: any array whose items are objects.
 */
export function entriesOf(data: PortfolioData): { path: Path; leaves: Leaf[] }[] {
  return Object.entries(data).flatMap(([key, value]) =>
    Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object')
      ? value.map((item, index) => ({ path: [key, index], leaves: leavesOf(item, [key, index]) }))
      : [],
  );
}

/** An entry's date range says 'Present' for an end date that means "still there". */
export function entryExpectations(leaves: Leaf[]): Expectation[] {
  const expectations = leaves.flatMap((leaf) => expectationOf(leaf) ?? []);
  const start = leaves.find((leaf) => keyOf(leaf.path) === 'startDate')?.value ?? '';
  const end = leaves.find((leaf) => keyOf(leaf.path) === 'endDate');
  if (end && start.trim() !== '' && isOngoing(end.value))
    expectations.push({ kind: 'text', text: 'Present' });
  return expectations;
}

/**
 * The visible text pieces of an element, one per text node with whitespace collapsed, so values
 * in neighbouring elements (`<li>React</li><li>Node.js</li>`) never run together.
 */
export function textPieces(root: Element): string[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text !== '') pieces.push(text);
  }
  return pieces;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` as a token of its own: not part of a longer word, handle or address ('ada' in 'ada.rivera@…'). */
export const tokenPattern = (text: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}@._-])${escapeRegExp(text.replace(/\s+/g, ' '))}(?![\\p{L}\\p{N}@_-]|\\.[\\p{L}\\p{N}])`,
    'u',
  );

export const hasToken = (pieces: readonly string[], text: string) => {
  const pattern = tokenPattern(text);
  return pieces.some((piece) => pattern.test(piece));
};

const addressesIn = (root: Element) =>
  [...root.querySelectorAll('[href], img[src]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
  );

const imagesIn = (root: Element) => [...root.querySelectorAll('img')];

/** What an image expectation asks of one of `root`'s images, described when no image meets it. */
function unmetImage(
  root: Element,
  expectation: Extract<Expectation, { kind: 'alt' | 'imageSize' | 'srcset' }>,
): string[] {
  const images = imagesIn(root);
  switch (expectation.kind) {
    case 'alt':
      return images.some((image) => image.getAttribute('alt') === expectation.text)
        ? []
        : [`no image with alt "${expectation.text}"`];
    case 'imageSize':
      return images.some((image) => image.getAttribute(expectation.attribute) === expectation.value)
        ? []
        : [`no image with ${expectation.attribute}="${expectation.value}"`];
    case 'srcset':
      return images.some((image) =>
        (image.getAttribute('srcset') ?? '').split(/,\s*/).some((candidate) =>
          candidate.split(/\s+/).includes(expectation.candidate),
        ),
      )
        ? []
        : [`no image whose srcset offers ${expectation.candidate}`];
  }
}

/** The expectations that `root` does not meet, described for the failure message. */
export function unmet(root: Element, expectations: readonly Expectation[]): string[] {
  const pieces = textPieces(root);
  const addresses = addressesIn(root);
  const html = root.innerHTML;
  return expectations.flatMap((expectation) => {
    switch (expectation.kind) {
      case 'alt':
      case 'imageSize':
      case 'srcset':
        return unmetImage(root, expectation);
      case 'absent':
        return pieces.some((piece) => piece.includes(expectation.text)) ||
          html.includes(expectation.text)
          ? [`shows private "${expectation.text}"`]
          : [];
      case 'text':
        return hasToken(pieces, expectation.text) ? [] : [`no text "${expectation.text}"`];
      case 'prose':
        return (root.textContent ?? '').replace(/\s+/g, ' ').includes(expectation.text)
          ? []
          : [`no prose "${expectation.text}"`];
      case 'address':
        return addresses.includes(expectation.href)
          ? []
          : [`no link or image to ${expectation.href}`];
      case 'email':
        return [
          ...(hasToken(pieces, expectation.text) ? [] : [`no text "${expectation.text}"`]),
          ...(addresses.includes(expectation.href) ? [] : [`no link to ${expectation.href}`]),
        ];
    }
  });
}

/**
 * The element that holds one entry: the innermost element meeting all its expectations. It must
 * hold no other entry of the same list, so a job's technologies found only in the skills list, or
 * its dates only in another job, do not count.
 */
export function entryElement(
  root: Element,
  expectations: readonly Expectation[],
): Element | undefined {
  if (unmet(root, expectations).length > 0) return undefined;
  let holder = root;
  for (;;) {
    const inner = [...holder.children].find((child) => unmet(child, expectations).length === 0);
    if (!inner) return holder;
    holder = inner;
  }
}
