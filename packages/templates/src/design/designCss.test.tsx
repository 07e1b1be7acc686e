import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { loadFormattedBlocks } from '../blocks/FormattedText/markdown';
import { lazyTemplate, loadTemplate } from '../sdk/catalogue';
import { guardAccent } from './guardAccent';

const designStyles = () => [...document.querySelectorAll('style[data-showfolio-design]')];

describe('a template in the browser with the owner’s design', () => {
  beforeAll(() => loadFormattedBlocks());

  it("adds the guarded accent and the dark scheme as a stylesheet scoped by the template's theme class, gone with the template", async () => {
    const definition = (await loadTemplate('minimal-portfolio-v1'))!;
    const Template = lazyTemplate('minimal-portfolio-v1')!;
    const design = { accent: '#fff27a', scheme: 'dark' } as const;
    const { container, unmount } = render(
      <Suspense fallback="loading">
        <Template data={{ ...samplePortfolio, design }} />
      </Suspense>,
    );
    await screen.findByRole('heading', { level: 1 });
    const [style] = designStyles();
    expect(style?.textContent).toBe(definition.designCss(design));
    // On screen only: paper keeps the template's own scheme.
    expect(style?.textContent?.startsWith(`@media screen{.${definition.styling.themeClass}{`)).toBe(true);
    expect(style?.textContent).toContain(guardAccent('minimal-portfolio-v1', '#fff27a', 'dark').schemes.dark!.text);
    // Nothing inline: the page stays valid under no-inline-style.
    expect(container.querySelector('[style]')).toBeNull();
    unmount();
    expect(designStyles()).toEqual([]);
  });

  it('adds nothing for design: {} and renders the same markup as the template alone', async () => {
    const definition = (await loadTemplate('creative-portfolio-v1'))!;
    const data = { ...samplePortfolio, design: {} };
    const designed = render(<definition.component data={data} />);
    const html = designed.container.innerHTML;
    designed.unmount();
    const plain = render(<definition.plainComponent data={data} />);
    expect(html).toBe(plain.container.innerHTML);
    expect(designStyles()).toEqual([]);
    expect(definition.designCss({})).toBe('');
  });
});
