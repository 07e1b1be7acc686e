// @vitest-environment node
// The templates in Chromium, first half: every other template of the registry, so
// the two halves (browser-1, browser-2) share the heavy and the light ones. The checks themselves
// are in support/chromiumSuite.ts.
import { registeredTemplateIds } from '@showfolio/templates/ssr';
import { describeTemplatesInChromium } from './support/chromiumSuite';

describeTemplatesInChromium(registeredTemplateIds().filter((_, index) => index % 2 === 0));
