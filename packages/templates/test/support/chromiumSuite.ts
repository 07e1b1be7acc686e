// The Chromium suite of the templates, run by test/browser-1.test.ts and test/browser-2.test.ts on
// half of the registry each: vitest gives each file a worker of its own, so the two halves run side
// by side on a two-core runner. One Chromium per half; each template is server-rendered (the built
// dist, as the server runs it) and loaded with page.setContent.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import {
  edgeCasePortfolio,
  longNamePortfolio,
  richSampleWithImages,
  samplePortfolio,
} from '@showfolio/portfolio-schema/samples';
import { templateMetas } from '@showfolio/templates';
import { renderPortfolio, type PageLinks } from '@showfolio/templates/ssr';
import { launchChromium, openFixturePage } from './browser';
import { fixtureOrigin, portfolioDocument } from './document';
import { qualityFaults } from './quality';
import { arabicPortfolio } from './samples';
import { matchScreenshot } from './screenshots';

/** Registers the Chromium checks of every template in `ids`. */
export function describeTemplatesInChromium(ids: readonly string[]): void {
  let browser: Browser;
  let page: Page;
  // Print media on a page of its own: toggling emulateMedia back and forth on one page can leave
  // Chromium with stale computed styles.
  let printPage: Page;
  // Outside requests of both pages, emptied before each template so that one template's remote
  // font or tracker fails that template alone, not every template after it.
  let foreignRequests: string[];
  let printForeignRequests: string[];
  // Motion allowed, as most visitors browse: the animated state is measured here.
  let motionPage: Page;
  let motionForeignRequests: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    ({ page, foreignRequests } = await openFixturePage(browser));
    ({ page: printPage, foreignRequests: printForeignRequests } = await openFixturePage(browser));
    await printPage.emulateMedia({ media: 'print' });
    ({ page: motionPage, foreignRequests: motionForeignRequests } = await openFixturePage(browser, {
      motion: 'allowed',
    }));
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function show(
    id: string,
    data: PortfolioData,
    width: number,
    on: Page = page,
    pageLinks: PageLinks = {},
  ) {
    const rendered = await renderPortfolio(id, data, pageLinks);
    if (!rendered.ok) throw new Error(`template ${id} is not registered`);
    await on.setViewportSize({ width, height: 900 });
    await on.setContent(portfolioDocument(rendered, data), { waitUntil: 'load' });
    await on.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  const horizontalOverflow = () =>
    page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

  /**
   * Lets the animations of a page reach the state a visitor reads: timed intros run to their end
   * (at most 3 s), scroll-linked reveals jump to their end, the state each block reaches once it is
   * scrolled into view; endless loops (shimmering gradients, floating shapes) are measured mid-run.
   */
  async function settleAnimations(on: Page) {
    await on.evaluate(async () => {
      const animations = document.getAnimations();
      for (const animation of animations) {
        if (!(animation.timeline instanceof DocumentTimeline)) animation.finish();
      }
      const timedIntros = animations.filter(
        (animation) =>
          animation.timeline instanceof DocumentTimeline &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
      await Promise.race([
        Promise.all(timedIntros.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ]);
    });
  }

  /**
   * Holds every scroll-linked reveal halfway, the state a block is in while it scrolls into view. A
   * reveal may move text, but text must be readable in every frame, so contrast is checked here too.
   */
  async function holdRevealsHalfway(on: Page) {
    await on.evaluate(() => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect;
        if (animation.timeline instanceof DocumentTimeline || !(effect instanceof KeyframeEffect)) continue;
        // The scroll position decides a reveal's progress; replaying its keyframes on a paused
        // clock pins it at the midpoint wherever the block is.
        const keyframes = effect.getKeyframes();
        animation.cancel();
        const held = effect.target?.animate(keyframes, { duration: 1000, fill: 'both' });
        held?.pause();
        if (held) held.currentTime = 500;
      }
    });
  }

  /**
   * A full-page screenshot taken until two in a row are the same (at most four), as Playwright's own
   * `toHaveScreenshot` does: on a loaded machine Chromium can hand back a frame in which a tile of a
   * blurred (backdrop-filter) card is not painted yet, which is not what a visitor sees.
   */
  async function settledScreenshot(on: Page) {
    const take = () => on.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    let previous = await take();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const next = await take();
      if (next.equals(previous)) return next;
      previous = next;
    }
    return previous;
  }

  async function axeViolations(on: Page = page) {
    const results = await new AxeBuilder({ page: on })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  }

  // As published: with the page's "Download PDF" link in the template's contact area.
  const published: PageLinks = { pdfHref: `${fixtureOrigin}/resume.pdf` };
  // The rich sample with the owner's own Markdown in the bio (bold, italic and a list).
  const richFormatted: PortfolioData = { ...richSampleWithImages, bio: longNamePortfolio.bio };
  const bioStart = longNamePortfolio.bio.split('**')[0]!.trim();
  const arabicBioStart = arabicPortfolio.bio.split('**')[0]!.trim();
  /** The schemes a template offers besides the one it shows with no choice (its first). */
  const otherSchemes = (id: string) =>
    (templateMetas.find((meta) => meta.id === id)?.colours?.schemes ?? []).slice(1);

  // One render per case keeps the suite lean as templates are added: the sample is checked for
  // axe, overflow and its screenshot at once; the heavier edge case gets axe at phone width only
  // (its contrast does not depend on width) and an overflow check at every width.
  describe.each(ids)('template %s in Chromium', (id) => {
    beforeAll(() => {
      foreignRequests.length = 0;
      printForeignRequests.length = 0;
      motionForeignRequests.length = 0;
    });

    it.each([375, 1280])(
      'at %i px has no axe violations, no horizontal overflow and looks like its committed screenshot',
      async (width) => {
        await show(id, samplePortfolio, width);
        expect(await axeViolations()).toEqual([]);
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
        const png = await settledScreenshot(page);
        const verdict = matchScreenshot(`${id}-${width}`, png);
        expect(verdict.ok, verdict.message).toBe(true);
      },
    );

    it.each([375, 1280])(
      'at %i px shows the project pictures, with no axe violations, horizontal overflow or broken names, nothing covered and the bio as written',
      async (width) => {
        await show(id, richFormatted, width, page, published);
        // Lazy pictures load as they near the viewport: walk down the page as a visitor would.
        const widths = await page.evaluate(async () => {
          const pictures = [...document.querySelectorAll<HTMLImageElement>('main img')];
          for (const picture of pictures) {
            picture.scrollIntoView();
            await picture.decode().catch(() => undefined);
          }
          window.scrollTo(0, 0);
          return pictures.map((picture) => picture.naturalWidth);
        });
        expect(widths).toHaveLength(
          richSampleWithImages.projects.flatMap((project) => project.images).length,
        );
        for (const naturalWidth of widths) expect(naturalWidth).toBeGreaterThan(0);
        expect(await axeViolations()).toEqual([]);
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
        expect(await qualityFaults(page, bioStart)).toEqual([]);
      },
    );

    it.each([375, 1280])(
      'at %i px keeps a long hyphenated surname whole, with no axe violations, overflow or covered text',
      async (width) => {
        await show(id, longNamePortfolio, width, page, published);
        expect(await qualityFaults(page, bioStart)).toEqual([]);
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
        expect(await axeViolations()).toEqual([]);
      },
    );

    it.each([375, 1280])(
      'in Arabic at %i px reads right to left with no axe violations, overflow, broken words or covered text',
      async (width) => {
        await show(id, arabicPortfolio, width, page, published);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          'ar',
          'rtl',
        ]);
        expect(await qualityFaults(page, arabicBioStart)).toEqual([]);
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
        expect(await axeViolations()).toEqual([]);
      },
    );

    // Every scheme the owner can choose besides the template's own, at both widths, with the
    // owner's bio and the long name: a dark palette must pass the same checks as the light one.
    describe.each(otherSchemes(id))('in its %s scheme', (scheme) => {
      it.each([375, 1280])(
        'at %i px has no axe violations, overflow, broken names or covered text',
        async (width) => {
          await show(id, { ...longNamePortfolio, design: { scheme } }, width, page, published);
          expect(await qualityFaults(page, bioStart)).toEqual([]);
          expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
          expect(await axeViolations()).toEqual([]);
        },
      );

      // Browsers leave backgrounds off paper by default: a dark scheme's light ink would print
      // pale on white, so on paper the page keeps the template's own colours.
      it('prints in the colours of paper, not of the screen', async () => {
        await show(id, { ...samplePortfolio, design: { scheme } }, 794, printPage);
        const faint = await printPage.evaluate(() => {
          const luminance = (colour: string) => {
            const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
              const value = Number(channel) / 255;
              return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const root = document.body.querySelector(':scope > :not(link, script, style)') as HTMLElement;
          return [root, ...root.querySelectorAll<HTMLElement>('h1, h2, p, li')]
            .filter((element) => element.textContent?.trim())
            .map((element) => ({ element: element.tagName, colour: getComputedStyle(element).color }))
            .filter(({ colour }) => 1.05 / (luminance(colour) + 0.05) < 4.5)
            .map(({ element, colour }) => `${element} in ${colour}`);
        });
        expect(faint).toEqual([]);
        const darkBackgrounds = await darkBackgroundsOf(printPage);
        expect(darkBackgrounds, darkBackgrounds.join('; ')).toEqual([]);
      });
    });

    it.each([375, 1280])(
      'at %i px with motion allowed has no axe violations once its animations settle',
      async (width) => {
        await show(id, samplePortfolio, width, motionPage);
        await settleAnimations(motionPage);
        expect(await axeViolations(motionPage)).toEqual([]);
      },
    );

    it('with motion allowed keeps its text contrast while blocks reveal on scroll', async () => {
      await show(id, samplePortfolio, 375, motionPage);
      await holdRevealsHalfway(motionPage);
      const results = await new AxeBuilder({ page: motionPage }).withRules(['color-contrast']).analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    });

    it('shows formatted prose as paragraphs and a bulleted list in its own colours, and keeps line breaks', async () => {
      const bio =
        'First paragraph of the **bio**, with [a link](https://example.com/bio).\n\nSecond paragraph:\n- one point\n- another point';
      const description = 'Built the first version.\nThen rewrote it.';
      const [project, ...projects] = samplePortfolio.projects;
      await show(id, { ...samplePortfolio, bio, projects: [{ ...project!, description }, ...projects] }, 375);
      const shown = await page.evaluate((description) => {
        const paragraphs = [...document.querySelectorAll('p')];
        const first = paragraphs.find((paragraph) => paragraph.textContent?.startsWith('First paragraph'))!;
        const box = first.parentElement!;
        const list = box.querySelector('ul')!;
        const items = [...list.querySelectorAll('li')];
        const link = first.querySelector('a')!;
        const colour = (element: Element) => getComputedStyle(element).color;
        const rect = (element: Element) => element.getBoundingClientRect();
        return {
          blocks: [...box.children].map((child) => child.tagName),
          spaced: rect(box.children[1]!).top - rect(first).bottom > 4,
          markers: items.map((item) => getComputedStyle(item).listStyleType),
          // An outside marker is drawn in the list's start padding, which must leave it room (a
          // centred list draws its markers inside, beside each item).
          markerRoom: items.map(
            (item) => getComputedStyle(item).listStylePosition === 'inside' || rect(item).left - rect(list).left >= 12,
          ),
          inTextColour: [...items, link].map((element) => colour(element) === colour(box)),
          underlined: getComputedStyle(link).textDecorationLine,
          description: paragraphs.find((paragraph) => paragraph.textContent === description)?.innerText,
        };
      }, description);
      expect(shown).toEqual({
        blocks: ['P', 'P', 'UL'],
        spaced: true,
        markers: ['disc', 'disc'],
        markerRoom: [true, true],
        inTextColour: [true, true, true],
        underlined: 'underline',
        description,
      });
      expect(await axeViolations()).toEqual([]);
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    });

    it('shows the initials, not a broken image, in its own colours and type when the picture cannot load', async () => {
      // The template's initials where there is no picture at all: the look the fallback must have.
      await show(id, { ...samplePortfolio, profilePicture: '' }, 375);
      const initials = await page.evaluate(() => {
        const element = [...document.querySelectorAll('[aria-hidden="true"]')].find(
          (candidate) => candidate.textContent === 'AR',
        );
        if (!element) return null;
        const { color, fontFamily, fontSize, fontWeight } = getComputedStyle(element);
        return { color, fontFamily, fontSize, fontWeight };
      });
      expect(initials).not.toBeNull();

      const missing = `${fixtureOrigin}/media/missing-picture.webp`;
      await show(id, { ...samplePortfolio, profilePicture: missing }, 375);
      foreignRequests.splice(foreignRequests.indexOf(missing), 1);
      const picture = await page.evaluate(() => {
        const image = document.querySelector('img');
        if (!image) return null;
        const cover = getComputedStyle(image, '::after');
        const { color, fontFamily, fontSize, fontWeight } = cover;
        return {
          loaded: image.complete && image.naturalWidth > 0,
          content: cover.content,
          // Opaque, so the broken-image icon and the alt text do not show through.
          filled: cover.backgroundImage !== 'none' || !cover.backgroundColor.startsWith('rgba'),
          look: { color, fontFamily, fontSize, fontWeight },
          coverSize: [Math.round(parseFloat(cover.width)), Math.round(parseFloat(cover.height))],
          // The picture inside its border, which `inset: 0` covers.
          paddingBox: [image.clientWidth, image.clientHeight],
        };
      });
      expect(picture).toMatchObject({ loaded: false, content: '"AR"', filled: true, look: initials });
      // The initials cover the whole picture: no alt text or broken-image icon shows around them.
      expect(picture?.coverSize[0]).toBeGreaterThan(0);
      expect(picture?.coverSize).toEqual(picture?.paddingBox);
      expect(await axeViolations()).toEqual([]);
    });

    it('has no axe violations with the edge-case portfolio on a phone', async () => {
      await show(id, edgeCasePortfolio, 375);
      expect(await axeViolations()).toEqual([]);
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    });

    it.each([320, 1280, 1920])(
      'does not overflow a %i px screen with the edge-case portfolio',
      async (width) => {
        await show(id, edgeCasePortfolio, width);
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      },
    );

    it('prints dark text on white paper within the width of an A4 page', async () => {
      await show(id, samplePortfolio, 794, printPage);
      const printed = await printPage.evaluate(() => {
        const root = document.body.querySelector(':scope > :not(link, script, style)') as HTMLElement;
        const heading = getComputedStyle(document.querySelector('h1') as HTMLElement);
        return {
          background: getComputedStyle(root).backgroundColor,
          backgroundImage: getComputedStyle(root).backgroundImage,
          headingColours: [heading.color, heading.webkitTextFillColor],
          overflow: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
        };
      });
      expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(printed.background);
      expect(printed.backgroundImage).toBe('none');
      for (const colour of printed.headingColours) {
        const channels = (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
        expect(Math.max(...channels), `heading printed in ${colour}`).toBeLessThan(90);
      }
      expect(printed.overflow).toBeLessThanOrEqual(0);
    });

    it('prints one column with no dark backgrounds', async () => {
      await show(id, samplePortfolio, 794, printPage);
      const printed = await printPage.evaluate(() => {
        const shown = (element: Element) => element.getClientRects().length > 0;
        // Every block that holds a heading (sections, entries, skill groups) sits below the one
        // before it: nothing is laid out beside another block.
        const blocks = [...document.querySelectorAll('h1, h2, h3')]
          .map((heading) => heading.parentElement as Element)
          .filter((block, index, all) => shown(block) && all.indexOf(block) === index);
        const sideBySide: string[] = [];
        blocks.forEach((block, index) => {
          const a = block.getBoundingClientRect();
          for (const other of blocks.slice(index + 1)) {
            if (block.contains(other) || other.contains(block)) continue;
            const b = other.getBoundingClientRect();
            const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (overlapY > 1)
              sideBySide.push(
                `"${block.querySelector('h1, h2, h3')?.textContent}" beside "${other.querySelector('h1, h2, h3')?.textContent}"`,
              );
          }
        });
        return { sideBySide };
      });
      const darkBackgrounds = await darkBackgroundsOf(printPage);
      expect(darkBackgrounds, darkBackgrounds.join('; ')).toEqual([]);
      expect(printed.sideBySide, printed.sideBySide.join('; ')).toEqual([]);
    });

    it('loads nothing from other origins (no web fonts, CDNs or trackers)', () => {
      expect(
        [...foreignRequests, ...printForeignRequests, ...motionForeignRequests].filter((url) => !url.startsWith('data:')),
      ).toEqual([]);
    });
  });
}

/** The boxes around content with a dark background (a picture covers its own, so it does not count). */
function darkBackgroundsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    // A background is dark when it is not see-through and its brightest channel is below 200.
    const dark = (colour: string) => {
      const [r = 0, g = 0, b = 0, alpha = 1] = channels(colour);
      return alpha > 0.2 && Math.max(r, g, b) < 200;
    };
    // A picture covers its own background, so only boxes around content count.
    const darkBackgrounds = [...document.body.querySelectorAll(':not(img)')]
      .filter(shown)
      .flatMap((element) => {
        const style = getComputedStyle(element);
        const colours = [
          style.backgroundColor,
          ...(style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []),
        ];
        const bad = colours.filter(dark);
        return bad.length > 0
          ? [`${element.tagName.toLowerCase()}.${element.className}: ${bad.join(', ')}`]
          : [];
      });
    return darkBackgrounds;
  });
}
