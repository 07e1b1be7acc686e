import type { Page } from 'playwright-core';

/**
 * What a visitor would call a broken page (issue 32), measured in the browser on the laid-out page:
 * each entry names the fault and where it is, so an empty list is a page without them.
 * - a word of a heading or the name split over two lines ("OKONKW / O"): the name may shrink or
 *   wrap between words, never inside one (a hyphenated name may wrap after its hyphen);
 * - a fixed or sticky element over text or a picture, at any scroll position;
 * - the owner's bold or italic lost in the bio (the bio set bold throughout, say);
 * - the bio's list not aligned like its paragraph (a centred bio with a left-aligned list).
 * `bioStart` is the bio's first words, to find it on the page.
 */
export function qualityFaults(page: Page, bioStart: string): Promise<string[]> {
  return page.evaluate((bioStart) => {
    const faults: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    // Words broken mid-word: a word's letters whose boxes sit on more than one line.
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Words and the parts of a hyphenated word (a line may end after a hyphen).
        for (const match of text.matchAll(/[^\s\-‐]+[-‐]?/g)) {
          if (match[0].length < 2) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines: number[] = [];
          for (const rect of range.getClientRects()) {
            if (rect.width === 0) continue;
            if (!lines.some((top) => Math.abs(top - rect.top) < rect.height / 2)) lines.push(rect.top);
          }
          if (lines.length > 1) faults.push(`"${match[0]}" is broken over ${lines.length} lines in ${describe(heading)}`);
        }
      }
    }

    // Fixed and sticky elements over text or pictures, checked at each screenful of the page.
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      return position === 'fixed' || position === 'sticky';
    });
    if (floating.length > 0) {
      const content = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) =>
          element.tagName === 'IMG' ||
          [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== ''),
      );
      const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
      const bottom = document.documentElement.scrollHeight;
      for (let y = 0; y < bottom; y += step) {
        window.scrollTo(0, y);
        for (const cover of floating) {
          const box = cover.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(cover).visibility === 'hidden') continue;
          for (const element of content) {
            if (cover.contains(element) || element.contains(cover)) continue;
            const other = element.getBoundingClientRect();
            const overlapX = Math.min(box.right, other.right) - Math.max(box.left, other.left);
            const overlapY = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
            if (overlapX > 1 && overlapY > 1) {
              faults.push(`${describe(cover)} (${getComputedStyle(cover).position}) covers ${describe(element)} at scroll ${y}`);
            }
          }
        }
      }
      window.scrollTo(0, 0);
    }

    // The bio: its first paragraph, the owner's emphasis in it and its list.
    const paragraph = [...document.querySelectorAll('p')].find((p) => p.textContent?.trim().startsWith(bioStart));
    if (!paragraph) {
      faults.push(`the bio starting "${bioStart}" is not on the page`);
      return faults;
    }
    const weight = (element: Element) => Number(getComputedStyle(element).fontWeight);
    for (const strong of paragraph.parentElement!.querySelectorAll('strong')) {
      const around = strong.closest('p, li')!;
      // Bold against regular text: a face's bold and black look alike, so 600 on 900 is no emphasis.
      if (!(weight(strong) >= 600 && weight(around) <= 500))
        faults.push(`bold "${strong.textContent}" (${weight(strong)}) is not bolder than its text (${weight(around)})`);
    }
    for (const em of paragraph.parentElement!.querySelectorAll('em')) {
      const around = em.closest('p, li')!;
      if (getComputedStyle(em).fontStyle === getComputedStyle(around).fontStyle)
        faults.push(`italic "${em.textContent}" looks like its text (${getComputedStyle(em).fontStyle})`);
    }
    const list = paragraph.parentElement!.querySelector('ul, ol');
    if (list) {
      const listed = list.querySelector('li')!;
      const [alignment, listAlignment] = [paragraph, listed].map((element) => getComputedStyle(element).textAlign);
      const centred = (value: string) => value === 'center';
      if (centred(alignment!) !== centred(listAlignment!)) {
        faults.push(`the bio's list is aligned ${listAlignment} under a paragraph aligned ${alignment}`);
      } else if (!centred(alignment!)) {
        // Where a line starts: its left edge, or its right edge on a right-to-left page.
        const rightToLeft = getComputedStyle(paragraph).direction === 'rtl';
        const [start, listStart] = [paragraph, list].map((element) => {
          const box = element.getBoundingClientRect();
          return Math.round(rightToLeft ? box.right : box.left);
        });
        if (Math.abs(start! - listStart!) > 2)
          faults.push(`the bio's list starts at ${listStart} px, its paragraph at ${start} px`);
      } else {
        // A centred list: its lines centred on the paragraph's axis.
        const axis = (rect: DOMRect) => rect.left + rect.width / 2;
        const range = document.createRange();
        range.selectNodeContents(listed);
        const offset = Math.abs(axis(range.getBoundingClientRect()) - axis(paragraph.getBoundingClientRect()));
        if (offset > 16) faults.push(`the bio's centred list is ${Math.round(offset)} px off its paragraph's centre`);
      }
    }
    return faults;
  }, bioStart);
}
