import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered container. jsdom cannot compute colours, so color-contrast is
 * off here; the browser-based story checks cover it.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
    // Only violations are asserted; skipping passes and incompletes keeps big screens fast.
    resultTypes: ['violations'],
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`,
  );
  expect(summary).toEqual([]);
}
