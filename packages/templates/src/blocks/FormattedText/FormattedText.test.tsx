import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormattedText } from './FormattedText';
import { formattedBlocks, formattedPlainText } from './formattedBlocks';
import { holdsMarkdown, loadFormattedBlocks } from './markdown';

// The parser is loaded on demand (renderPortfolio awaits it the same way before rendering).
beforeAll(() => loadFormattedBlocks());

const html = (text: string) => renderToStaticMarkup(<FormattedText text={text} className="prose" />);
const shown = (text: string) => render(<FormattedText text={text} className="prose" />).container;

describe('FormattedText', () => {
  it('renders text with no Markdown as the one paragraph it always was, exactly as typed', () => {
    const plain = html('Full-stack engineer.\nMentor in my spare time.  ');
    expect(plain).toMatch(/^<p class="prose [\w-]+" dir="auto">Full-stack engineer.\nMentor in my spare time. {2}<\/p>$/);
  });

  it('skips the parser only for text the parser would leave as typed', () => {
    // Characters Markdown reads and plain prose alike, so both sides of the line are explored.
    const alphabet = fc.constantFrom(
      ...'ab Z9.,:;?\'"()/-+=#>*_`[]<>&\\|~!@\n\t1'.split(''),
      '1. ',
      '- ',
      'https://',
      'www.',
      '  \n',
      '\n\n',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        if (holdsMarkdown(text) || text.trim() === '') return;
        const blocks = formattedBlocks(text);
        expect(blocks).toEqual([
          { kind: 'paragraph', children: [{ kind: 'text', text: text.trim() }] },
        ]);
      }),
      { numRuns: 3000 },
    );
    expect(holdsMarkdown('Full-stack engineer.\nMentor in my spare time (10 years).')).toBe(false);
    expect(holdsMarkdown('I build **fast** apps')).toBe(true);
  });

  it('renders plain text at once and suspends Markdown until the parser chunk has loaded', async () => {
    vi.resetModules(); // a page that has not loaded the parser yet
    const fresh = await import('./FormattedText');
    // React as a browser runs it (the test act() scope would hold the retry back).
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const page = document.createElement('div');
    const root = createRoot(page);
    root.render(<fresh.FormattedText text="Plain words." />);
    await vi.waitFor(() => expect(page.textContent).toBe('Plain words.'));
    root.render(
      <Suspense fallback="loading the parser">
        <fresh.FormattedText text="Some **bold** words." />
      </Suspense>,
    );
    await vi.waitFor(() => expect(page.textContent).toBe('loading the parser'));
    await vi.waitFor(() => expect(page.querySelector('strong')?.textContent).toBe('bold'), { timeout: 10_000 });
    root.unmount();
    vi.unstubAllGlobals();
  });

  it('renders nothing for blank text', () => {
    expect(html('  \n ')).toBe('');
  });

  it('shows bold, italic and a link inside the one paragraph', () => {
    const container = shown('I build **fast** and *accessible* apps at [Acme](https://acme.example).');
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.tagName).toBe('P');
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(screen.getByText('accessible').tagName).toBe('EM');
    const link = screen.getByRole('link', { name: 'Acme' });
    expect(link).toHaveAttribute('href', 'https://acme.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts paragraphs and a bullet list in a block, never a list inside a paragraph', () => {
    const container = shown('First paragraph.\n\nWhat I do:\n- design systems\n- **accessibility**');
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('DIV');
    expect(box.className).toMatch(/^prose /);
    expect([...box.children].map((child) => child.tagName)).toEqual(['P', 'P', 'UL']);
    expect([...box.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'design systems',
      'accessibility',
    ]);
    expect(box.querySelector('p ul, p ol')).toBeNull();
    expect(screen.getByText('accessibility').tagName).toBe('STRONG');
  });

  it('numbers an ordered list from where the author started it', () => {
    const box = shown('3. third\n4. fourth').firstElementChild!;
    expect(box.querySelector('ol')).toHaveAttribute('start', '3');
    expect(box.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('keeps single line breaks inside a paragraph', () => {
    const container = shown('Line one\nline two\n\n- a');
    expect(container.querySelector('p')?.textContent).toBe('Line one\nline two');
  });

  it.each([
    ['[x](javascript:alert(1))'],
    ['[x](JAVASCRIPT:alert(1))'],
    ['[x]( javascript:alert(1) )'],
    ['[x](java&#9;script:alert(1))'],
    ['[x](&#106;avascript:alert(1))'],
    ['[x](data:text/html,<script>alert(1)</script>)'],
    ['[x](vbscript:msgbox(1))'],
    ['[x](//evil.example.com)'],
    ['<javascript:alert(1)>'],
    ['<JAVASCRIPT:alert(1)>'],
    ['<data:text/html,hi>'],
    ['[x][evil]\n\n[evil]: javascript:alert(1)'],
    ['[x]\n\n[x]: JavaScript:alert(1)'],
    ['[![x](https://ok.example/a.png)](javascript:alert(1))'],
  ])('shows the text of %j without a link', (source) => {
    const markup = html(source);
    expect(markup).not.toMatch(/<a\b|\shref=|\ssrc=/);
    expect(markup).toMatch(/^<p [^>]*>.+<\/p>$/s);
  });

  it('links safe addresses written as autolinks, bare URLs, e-mail addresses and references', () => {
    shown('<https://a.example> https://b.example me@c.example [d][ref]\n\n[ref]: https://d.example');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://a.example',
      'https://b.example',
      'mailto:me@c.example',
      'https://d.example',
    ]);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', 'img'],
    ['<script>alert(1)</script>', 'script'],
    ['<a href="javascript:alert(1)">x</a>', 'a'],
    ['Hello <b>world</b>\n\n<div onclick="alert(1)">x</div>', 'b, [onclick]'],
  ])('shows raw HTML %j as text, never as an element', (source, tags) => {
    const container = shown(source);
    expect(container.querySelector(tags)).toBeNull();
    expect(container.textContent).toContain(source.split('\n')[0]);
    expect(html(source)).toContain('&lt;');
  });

  it('shows headings, quotes, code, tables and images as their text, not as those elements', () => {
    const container = shown(
      '# Heading\n\n> quoted\n\n```\nconst a = 1;\n```\n\n`inline`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![a picture](https://x.example/p.png) ~~gone~~',
    );
    expect(container.querySelector('h1, h2, h3, h4, h5, h6, blockquote, pre, code, table, img, del')).toBeNull();
    for (const text of ['Heading', 'quoted', 'const a = 1;', 'inline', 'a | b', '1 | 2', 'a picture', 'gone'])
      expect(container.textContent).toContain(text);
  });

  it('keeps text that only looks like a rule or a front matter block', () => {
    expect(shown('---').textContent).toBe('---');
    expect(shown('---\ntitle: x\n---\nbody').textContent).toContain('title: x');
  });
});

describe('formattedPlainText', () => {
  it('keeps the words and link texts of formatted prose, without markers or addresses', () => {
    expect(formattedPlainText('Writes **programs** for [engines](https://example.com).\n\n- notes\n- *tables*')).toBe(
      'Writes programs for engines. notes tables',
    );
  });

  it('returns plain text as it was, with its white space folded', () => {
    expect(formattedPlainText('  One line\nand the next.  ')).toBe('One line and the next.');
    expect(formattedPlainText('')).toBe('');
  });

  it('keeps raw HTML as the text it is (the page escapes it where it goes)', () => {
    expect(formattedPlainText('<b>bold</b> claim')).toBe('<b>bold</b> claim');
    expect(formattedPlainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});
