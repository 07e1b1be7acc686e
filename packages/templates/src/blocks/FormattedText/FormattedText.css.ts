import { globalStyle, style } from '@vanilla-extract/css';

// The template's reset (`templateRoot`) takes the margins, padding and markers off every list and
// paragraph; user text that the author split into paragraphs or a list gets them back here, once
// for every template. Sizes are in em so they follow each template's type scale, and colours are
// not set at all: markers, links and text keep the template's own colour, on screen and on paper.

/** The box around user text with several paragraphs or a list. */
export const blocks = style({});

globalStyle(`${blocks} > :not(:first-child)`, { marginTop: '0.75em' });

// A list is as wide as its longest item and sits where the template aligns its text, so a list
// in a centred bio is centred too, its items still starting at the markers.
globalStyle(`${blocks} :is(ul, ol)`, {
  display: 'inline-block',
  maxWidth: '100%',
  verticalAlign: 'top',
  textAlign: 'start',
  paddingInlineStart: '1.4em',
});
// The box and each of its paragraphs and lists carry dir="auto". The box's own `auto` finds no
// text (its children's words belong to their own `dir`), so it stays left to right and would set an
// Arabic list at the left edge under a paragraph that starts at the right. It follows its first
// block instead, as the reader does.
globalStyle(`${blocks}:has(> :first-child:dir(rtl))`, { direction: 'rtl' });
globalStyle(`${blocks} li > :is(ul, ol)`, { display: 'block', marginTop: '0.25em' });
globalStyle(`${blocks} ul`, { listStyleType: 'disc' });
globalStyle(`${blocks} ul ul`, { listStyleType: 'circle' });
// Room for two-digit numbers; a list that starts elsewhere ('2020. Joined Acme' is one too)
// keeps its number in the line, where no width of number can reach past the text's edge.
globalStyle(`${blocks} ol`, { listStyleType: 'decimal', paddingInlineStart: '1.9em' });
globalStyle(`${blocks} ol[start]`, { listStylePosition: 'inside', paddingInlineStart: 0 });
globalStyle(`${blocks} li + li, ${blocks} li > p + p`, { marginTop: '0.25em' });

/** A link the author wrote: underlined in the surrounding text's colour. */
export const link = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.15em',
});
