import { Link, Text, View, type Styles } from '@react-pdf/renderer';
import { safeUrl } from '@showfolio/portfolio-schema';
import { formattedBlocks, type Block, type Flow, type Inline } from '../blocks/FormattedText/formattedBlocks';

type Style = Styles[string];

/** An address as the résumé prints it: no scheme, no `www.`, no trailing slash, `mailto:` gone. */
export const printedAddress = (href: string): string =>
  href
    .replace(/^mailto:/i, '')
    .replace(/^https?:\/\/(www\.)?/i, '')
    .replace(/\/$/, '');

interface InlineProps {
  parts: readonly Inline[];
  linkStyle: Style;
}

const plainText = (parts: readonly Inline[]): string =>
  parts.map((part) => (part.kind === 'text' ? part.text : part.kind === 'break' ? ' ' : plainText(part.children))).join('');

/** Bold, italic, links and breaks inside one `Text`; a link prints its address after its words. */
function InlineRuns({ parts, linkStyle }: InlineProps) {
  return (
    <>
      {parts.map((part, index) => {
        switch (part.kind) {
          case 'text':
            return part.text;
          case 'break':
            return '\n';
          case 'strong':
            return (
              <Text key={index} style={{ fontWeight: 700 }}>
                <InlineRuns parts={part.children} linkStyle={linkStyle} />
              </Text>
            );
          case 'em':
            return (
              <Text key={index} style={{ fontStyle: 'italic' }}>
                <InlineRuns parts={part.children} linkStyle={linkStyle} />
              </Text>
            );
          case 'link': {
            const href = safeUrl(part.href);
            if (!href || !/^(https?:|mailto:)/i.test(href))
              return <InlineRuns key={index} parts={part.children} linkStyle={linkStyle} />;
            const address = printedAddress(href);
            const words = plainText(part.children).trim();
            // Paper has no hover: the address is printed, beside the words when they differ.
            return (
              <Link key={index} src={href} style={linkStyle}>
                {words === '' || words === address ? address : `${words} (${address})`}
              </Link>
            );
          }
        }
      })}
    </>
  );
}

export interface ResumeTextProps {
  /** The bio or a description, in the templates' Markdown subset. */
  source: string;
  style: Style;
  linkStyle: Style;
  /** Space between paragraphs. */
  gap: number;
}

function FlowView({ flow, style, linkStyle, gap }: { flow: Flow; style: Style; linkStyle: Style; gap: number }) {
  if (flow.kind === 'run' || flow.kind === 'paragraph')
    return (
      <Text style={style}>
        <InlineRuns parts={flow.children} linkStyle={linkStyle} />
      </Text>
    );
  return <ListView block={flow} style={style} linkStyle={linkStyle} gap={gap} />;
}

function ListView({ block, style, linkStyle, gap }: { block: Extract<Block, { kind: 'list' }>; style: Style; linkStyle: Style; gap: number }) {
  const start = block.start ?? 1;
  return (
    <View style={{ gap: gap / 2 }}>
      {block.items.map((item, index) => (
        <View key={index} style={{ flexDirection: 'row' }} wrap={false}>
          <Text style={{ ...style, width: 12 }}>{block.ordered ? `${start + index}.` : '•'}</Text>
          <View style={{ flex: 1, gap: gap / 2 }}>
            {item.map((flow, flowIndex) => (
              <FlowView key={flowIndex} flow={flow} style={style} linkStyle={linkStyle} gap={gap} />
            ))}
          </View>
        </View>
      ))}
    </View>
  );
}

/** A bio or description, its Markdown rendered as the pages render it (same parser, same subset). */
export function ResumeText({ source, style, linkStyle, gap }: ResumeTextProps) {
  const blocks = formattedBlocks(source);
  if (blocks.length === 0) return null;
  return (
    <View style={{ gap }}>
      {blocks.map((block, index) => (
        <FlowView key={index} flow={block} style={style} linkStyle={linkStyle} gap={gap} />
      ))}
    </View>
  );
}
