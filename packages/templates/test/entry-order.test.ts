// @vitest-environment node
// Runs against the built dist (the test script builds first): the same files the server imports.
import { JSDOM } from 'jsdom';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { registeredTemplateIds, renderPortfolio } from '@showfolio/templates/ssr';
import { entriesOf, entryElement, entryExpectations, hasToken, textPieces } from './support/contract';
import { portfolioDocument } from './support/document';

/** The sample with every list a person can reorder in the wizard turned around. */
const reversedSample: PortfolioData = {
  ...samplePortfolio,
  education: [...samplePortfolio.education].reverse(),
  experience: [...samplePortfolio.experience].reverse(),
  projects: [...samplePortfolio.projects].reverse(),
  skills: { tech: [...samplePortfolio.skills.tech].reverse(), soft: [...samplePortfolio.skills.soft].reverse() },
};

async function renderBody(id: string, data: PortfolioData) {
  const result = await renderPortfolio(id, data);
  if (!result.ok) throw new Error(`template ${id} is not registered`);
  return new JSDOM(portfolioDocument(result, data)).window.document.body;
}

const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & 4 /* DOCUMENT_POSITION_FOLLOWING */);

/**
 * The order, in `data`, of the entries of `list` as the page shows them top to bottom: each entry
 * is found as the element holding its own values (the contract test's rule).
 */
function shownEntryOrder(body: Element, data: PortfolioData, list: 'education' | 'experience' | 'projects') {
  const entries = entriesOf(data)
    .filter((entry) => entry.path[0] === list)
    .map((entry) => ({ index: Number(entry.path[1]), holder: entryElement(body, entryExpectations(entry.leaves)) }));
  for (const entry of entries) expect(entry.holder, `${list}.${entry.index} is shown`).toBeDefined();
  return entries.sort((a, b) => (a.holder === b.holder ? 0 : before(a.holder!, b.holder!) ? -1 : 1)).map((entry) => entry.index);
}

/**
 * The order of `tags` where the page lists them: in the innermost element holding all of them,
 * each tag's first appearance.
 */
function shownTagOrder(body: Element, tags: readonly string[]) {
  const holder = entryElement(body, tags.map((text) => ({ kind: 'text', text })));
  expect(holder, `an element lists ${tags.join(', ')}`).toBeDefined();
  const pieces = textPieces(holder!);
  const firstPiece = (tag: string) => pieces.findIndex((piece) => hasToken([piece], tag));
  return [...tags].sort((a, b) => firstPiece(a) - firstPiece(b));
}

describe.each(registeredTemplateIds())('template %s shows entries in their stored order', (id) => {
  it.each([
    ['as saved', samplePortfolio],
    ['reversed', reversedSample],
  ] as const)('education, experience and projects (%s)', async (_name, data) => {
    const body = await renderBody(id, data);
    for (const list of ['education', 'experience', 'projects'] as const) {
      const count = data[list].length;
      expect(count, `the sample has several ${list}`).toBeGreaterThan(1);
      expect(shownEntryOrder(body, data, list), list).toEqual([...Array(count).keys()]);
    }
  });

  it.each([
    ['as saved', samplePortfolio],
    ['reversed', reversedSample],
  ] as const)('technical and soft skills (%s)', async (_name, data) => {
    const body = await renderBody(id, data);
    expect(shownTagOrder(body, data.skills.tech), 'technical skills').toEqual(data.skills.tech);
    expect(shownTagOrder(body, data.skills.soft), 'soft skills').toEqual(data.skills.soft);
  });
});
