import type { ReactElement } from 'react';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import type { TemplateColours, TemplateStyling } from '../design/types';
import type { TemplateFontTokens } from '../fonts/types';

/** What every template receives: the public portfolio, nothing else (no store, no fetch). */
export interface TemplateProps {
  data: PortfolioData;
}

/** A template is a pure function of the portfolio; it must render identically on server and client. */
export type TemplateComponent = (props: TemplateProps) => ReactElement;

/** Gallery and API metadata of a template: everything except the component. */
export interface TemplateMeta<Id extends string = string> {
  id: Id;
  name: string;
  description: string;
  category: string;
  tags: readonly string[];
  author: string;
  version: string;
  isPremium: boolean;
  /** Public path of the thumbnail, served by the host from `thumbnailsDir` (see the README). */
  thumbnailUrl: string;
  /** The template's own colours for the portfolio's social image (Open Graph card). */
  socialCard: SocialCardColors;
  /** Its accent, accent presets, schemes and the surfaces the accent must stand out from. */
  colours: TemplateColours;
}

/** Background, text and accent of a template's social image; text on background keeps 4.5:1 or more. */
export interface SocialCardColors {
  background: string;
  foreground: string;
  accent: string;
}

/** A loaded template: its metadata plus its component. */
export interface TemplateDefinition<Id extends string = string> extends TemplateMeta<Id> {
  /** The template drawn with `data.design` (its accent and scheme in a hoisted `<style>`), for the browser. */
  component: TemplateComponent;
  /** The font tokens an owner's font choice replaces (AUTHORING.md, "Fonts"). */
  fontTokens: TemplateFontTokens;
  /** The template alone: the server renders it and puts `designCss` in the page's stylesheet. */
  plainComponent: TemplateComponent;
  /** The CSS of the owner's design for this template ('' for `design: {}`). */
  designCss: (design: PortfolioData['design']) => string;
  styling: TemplateStyling;
}

/** A registry entry: metadata available synchronously, the component loaded on demand (own chunk, own CSS). */
export interface TemplateRegistration<Id extends string = string> {
  meta: TemplateMeta<Id>;
  load: () => Promise<TemplateDefinition<Id>>;
}

/**
 * Every built template under its identifier. This map (with each template's `meta.ts`) is the one
 * list of templates: the schema only knows the shape of an identifier.
 */
export type TemplateRegistry = Readonly<Record<string, TemplateRegistration>>;
