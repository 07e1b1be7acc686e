import { use } from 'react';
import type * as FormattedBlocks from './formattedBlocks';

type FormattedBlocksModule = typeof FormattedBlocks;

/**
 * Anything the Markdown parser could read as more than the text itself: emphasis, links, code,
 * HTML and entities, autolinks, escapes, tables, line-start markers (headings, quotes, lists,
 * rules, setext underlines), indented code, hard breaks and paragraphs (blank lines). Text without
 * any of these renders as typed, so a template does not load the parser for it.
 */
const markdownSyntax =
  /[*_`[\]<>&\\|~!]|:\/\/|www\.|@|^[ \t]|^[#>+=-]|^\d+[.)]|[ \t]\n|\n[ \t]*\n|\n[ \t]/m;

export const holdsMarkdown = (text: string): boolean => markdownSyntax.test(text);

let loading: Promise<FormattedBlocksModule> | undefined;

/**
 * The parser, loaded on first need and kept: a chunk of its own in the browser, so a page whose
 * texts are plain never downloads it. Server-side rendering awaits it before rendering.
 */
export function loadFormattedBlocks(): Promise<FormattedBlocksModule> {
  if (!loading) {
    const promise = import('./formattedBlocks');
    // React's use() reads a settled promise's `status` and `value` and then renders at once,
    // without suspending: a page that has the parser never shows the fallback again.
    void promise.then((module) => Object.assign(promise, { status: 'fulfilled', value: module }));
    loading = promise;
  }
  return loading;
}

/** The parser for a render: at once when loaded, else the component suspends until it is. */
export function useFormattedBlocks(): FormattedBlocksModule {
  return use(loadFormattedBlocks());
}
