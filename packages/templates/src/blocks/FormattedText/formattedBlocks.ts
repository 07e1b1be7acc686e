import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx';

/** Inline content a visitor may see formatted: text, bold, italic, links and hard line breaks. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  /** `href` is what the author wrote; `SafeLink` decides whether it becomes an address. */
  | { kind: 'link'; href: string | undefined; title: string | undefined; children: Inline[] }
  | { kind: 'break' };

/** A paragraph, or a bullet or numbered list whose items hold inline runs, paragraphs and lists. */
export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number | undefined; items: Flow[][] };

/** What a list item holds: a tight item's text is a run, with no paragraph around it. */
export type Flow = Block | { kind: 'run'; children: Inline[] };

type Node = MarkdownToJSX.ASTNode;

// Raw HTML stays text (React escapes it); a leading `---` is a rule, not YAML to hide.
const parseOptions = { disableParsingRawHTML: true, disableFrontmatter: true } as const;

/**
 * The bio or description as the small Markdown subset the templates render. Everything else the
 * parser knows (headings, quotes, code, tables, images, strikethrough) is kept as its text, so a
 * visitor reads what the author wrote and the page never gets an element it did not plan for.
 */
export function formattedBlocks(source: string): Block[] {
  const ast = parser(source, parseOptions);
  const blocks = toBlocks(ast);
  const footnotes = ast.flatMap((node) =>
    node.type === RuleType.refCollection
      ? Object.entries(node.refs)
          .filter(([label]) => label.startsWith('^'))
          .map(([label, { target }]): Block => paragraph([text(`[${label.slice(1)}] ${target}`)]))
      : [],
  );
  return [...blocks, ...footnotes];
}

const text = (value: string): Inline => ({ kind: 'text', text: value });
const paragraph = (children: Inline[]): Block => ({ kind: 'paragraph', children });

function toBlocks(nodes: readonly Node[]): Block[] {
  return toFlow(nodes).map((part) => (part.kind === 'run' ? paragraph(part.children) : part));
}

/** Blocks in order, with inline nodes between them gathered into runs. */
function toFlow(nodes: readonly Node[]): Flow[] {
  const flow: Flow[] = [];
  let run: Node[] = [];
  const endRun = () => {
    const children = toInline(run);
    if (children.length > 0) flow.push({ kind: 'run', children });
    run = [];
  };
  for (const node of nodes) {
    const blocks = blockOf(node);
    if (blocks === undefined) {
      run.push(node);
      continue;
    }
    endRun();
    flow.push(...blocks);
  }
  endRun();
  return flow;
}

/** The blocks a block-level node becomes, or `undefined` for an inline node. */
function blockOf(node: Node): Block[] | undefined {
  switch (node.type) {
    case RuleType.paragraph:
    case RuleType.heading: {
      const children = toInline(node.children);
      return children.length > 0 ? [paragraph(children)] : [];
    }
    case RuleType.unorderedList:
    case RuleType.orderedList:
      return [
        {
          kind: 'list',
          ordered: node.type === RuleType.orderedList,
          start: node.type === RuleType.orderedList && node.start !== 1 ? node.start : undefined,
          items: node.items.map(toFlow),
        },
      ];
    case RuleType.blockQuote:
      return toBlocks(node.children);
    case RuleType.codeBlock:
    case RuleType.frontmatter:
      return node.text.trim() === '' ? [] : [paragraph([text(node.text)])];
    case RuleType.table:
      return [node.header, ...node.cells].map((row) =>
        paragraph(row.flatMap((cell, index) => [...(index > 0 ? [text(' | ')] : []), ...toInline(cell)])),
      );
    case RuleType.breakThematic:
    case RuleType.ref:
    case RuleType.refCollection:
    case RuleType.footnote:
      return [];
    case RuleType.htmlBlock:
      return toBlocks(node.children ?? []);
    default:
      return undefined;
  }
}

function toInline(nodes: readonly Node[]): Inline[] {
  const inline: Inline[] = [];
  for (const part of nodes.flatMap(inlineOf)) {
    const last = inline.at(-1);
    // One text node per run of text, as the author typed it.
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text;
    else inline.push(part.kind === 'text' ? { ...part } : part);
  }
  return inline;
}

function inlineOf(node: Node): Inline[] {
  switch (node.type) {
    case RuleType.text:
    case RuleType.codeInline:
    case RuleType.htmlComment:
      return [text(node.text)];
    case RuleType.textFormatted:
      return node.tag === 'strong' || node.tag === 'em'
        ? [{ kind: node.tag, children: toInline(node.children) }]
        : toInline(node.children);
    case RuleType.link:
      return [
        {
          kind: 'link',
          href: node.target ?? undefined,
          title: node.title,
          children: toInline(node.children),
        },
      ];
    case RuleType.image:
      return node.alt ? [text(node.alt)] : [];
    case RuleType.breakLine:
      return [{ kind: 'break' }];
    case RuleType.gfmTask:
      return [text(node.completed ? '[x]' : '[ ]')];
    case RuleType.footnoteReference:
      return [text(`[${node.text}]`)];
    case RuleType.htmlBlock:
      return toInline(node.children ?? []);
    default:
      // Block nodes inside inline content (a list in a heading cannot happen) and rules that
      // carry no text of their own.
      return [];
  }
}

const inlineText = (parts: readonly Inline[]): string =>
  parts
    .map((part) => (part.kind === 'text' ? part.text : part.kind === 'break' ? ' ' : inlineText(part.children)))
    .join('');

const flowText = (flow: Flow): string =>
  flow.kind === 'run' || flow.kind === 'paragraph'
    ? inlineText(flow.children)
    : flow.items.map((item) => item.map(flowText).join(' ')).join(' ');

/**
 * The words of a bio or description without its formatting (link texts stay, addresses and
 * markers go), for places that take plain text: the meta description, Open Graph and JSON-LD.
 */
export function formattedPlainText(source: string): string {
  return formattedBlocks(source).map(flowText).join(' ').replace(/\s+/g, ' ').trim();
}
