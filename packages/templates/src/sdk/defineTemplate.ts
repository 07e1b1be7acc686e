import { createElement, Fragment } from 'react';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { designCss } from '../design/designCss';
import type { TemplateStyling } from '../design/types';
import type { TemplateFontTokens } from '../fonts/types';
import type {
  TemplateComponent,
  TemplateDefinition,
  TemplateMeta,
} from './types';

export {
  defineRegistry,
  defineTemplateMeta,
  thumbnailSrcSetFor,
  thumbnailUrlFor,
  thumbnailUrlPrefix,
  thumbnailWidths,
  type TemplateMetaInput,
  type ThumbnailWidth,
} from './defineTemplateMeta';

/**
 * A loaded template: its metadata, its component and how its tokens take the owner's design
 * (`styling`, from its `tokens.css.ts`). `component` puts the design's CSS in a `<style>` element
 * before the template (never an inline `style` attribute), for previews in the browser; with
 * `design: {}` it renders the template alone, so nothing changes. The server renders
 * `plainComponent` and puts `designCss` in the page's stylesheet instead.
 */
export function defineTemplate<Id extends string>(
  meta: TemplateMeta<Id>,
  component: TemplateComponent,
  styling: TemplateStyling & Omit<TemplateFontTokens, 'theme'>,
): TemplateDefinition<Id> {
  const fontTokens: TemplateFontTokens = { theme: styling.themeClass, heading: styling.heading, body: styling.body };
  const css = (design: PortfolioData['design']) => designCss(meta.colours, styling, design);
  const Designed: TemplateComponent = ({ data }) => {
    const styles = css(data.design);
    const template = createElement(component, { data });
    if (!styles) return template;
    // A plain <style> before the template, not one React hoists (`href`/`precedence`): hoisted styles
    // stay in the head after a change, so going back to an earlier accent would lose to a later one.
    const style = createElement('style', { 'data-showfolio-design': '' }, styles);
    return createElement(Fragment, null, style, template);
  };
  return { ...meta, component: Designed, plainComponent: component, designCss: css, styling, fontTokens };
}


/** Pairs a template's colour tokens with another scheme's values: `{ 'var(--paper…)': '#121212', … }`. */
export const tokenValues = <Key extends string>(
  tokens: Readonly<Record<Key, string>>,
  values: Readonly<Record<Key, string>>,
): Record<string, string> =>
  Object.fromEntries(Object.entries<string>(tokens).map(([key, token]) => [token, values[key as Key]]));
