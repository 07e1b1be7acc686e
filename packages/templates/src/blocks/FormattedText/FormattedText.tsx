import { Fragment, type ReactNode } from 'react';
import { keepsLineBreaks } from '../EntryList/EntryText.css';
import { SafeLink } from '../SafeLink/SafeLink';
import { hasText } from '../portfolio';
import * as styles from './FormattedText.css';
import type { Flow, Inline } from './formattedBlocks';
import { holdsMarkdown, useFormattedBlocks } from './markdown';

export interface FormattedTextProps {
  /** A bio or description as the author typed it. */
  text: string;
  className?: string;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * User prose (bio, descriptions) with its line breaks and a small Markdown subset: paragraphs,
 * bullet and numbered lists, **bold**, *italic* and links, each link through `SafeLink`. Text of
 * one paragraph renders as one `<p>`, as plain text always has; paragraphs and lists come in a
 * `<div>` (a list cannot sit inside a `<p>`). Blank text renders nothing.
 */
export function FormattedText({ text, className }: FormattedTextProps) {
  if (!hasText(text)) return null;
  if (!holdsMarkdown(text)) return <PlainText text={text} className={className} />;
  return <MarkdownText text={text} className={className} />;
}

/** What plain text always rendered as: the string itself in one paragraph. */
function PlainText({ text, className }: FormattedTextProps) {
  return (
    <p className={classes(className, keepsLineBreaks)} dir="auto">
      {text}
    </p>
  );
}

function MarkdownText({ text, className }: FormattedTextProps) {
  const blocks = useFormattedBlocks().formattedBlocks(text);
  const [first] = blocks;
  // Nothing the parser can show (a lone rule or link definition) still shows what was typed.
  const paragraph = blocks.length === 1 && first?.kind === 'paragraph' ? first.children : [];
  if (blocks.length === 0 || paragraph.length > 0) {
    if (isPlain(paragraph, text)) return <PlainText text={text} className={className} />;
    return (
      <p className={classes(className, keepsLineBreaks)} dir="auto">
        {inline(paragraph)}
      </p>
    );
  }
  return (
    <div className={classes(className, keepsLineBreaks, styles.blocks)} dir="auto">
      {blocks.map(block)}
    </div>
  );
}

/**
 * Text the parser left as it was typed (or could not show at all), which renders exactly as it did
 * before Markdown was read: the string itself, surrounding white space included.
 */
function isPlain(paragraph: Inline[], source: string): boolean {
  if (paragraph.length === 0) return true;
  const [only] = paragraph;
  return paragraph.length === 1 && only?.kind === 'text' && only.text === source.trim();
}

function block(part: Flow, index: number): ReactNode {
  switch (part.kind) {
    case 'run':
      return inline(part.children, index);
    case 'paragraph':
      return (
        <p key={index} dir="auto">
          {inline(part.children)}
        </p>
      );
    case 'list': {
      const List = part.ordered ? 'ol' : 'ul';
      return (
        <List key={index} start={part.start} dir="auto">
          {part.items.map((item, itemIndex) => (
            <li key={itemIndex}>{item.map(block)}</li>
          ))}
        </List>
      );
    }
  }
}

function inline(parts: Inline[], key?: number): ReactNode {
  const nodes = parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{inline(part.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(part.children)}</em>;
      case 'link': {
        const label = inline(part.children);
        return (
          <SafeLink key={index} href={part.href} title={part.title} className={styles.link} fallback={label}>
            {label}
          </SafeLink>
        );
      }
    }
  });
  return key === undefined ? nodes : <Fragment key={key}>{nodes}</Fragment>;
}
