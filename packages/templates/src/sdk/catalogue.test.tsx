import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { templateMetas } from '../metas';
import { templates } from '../registry';
import { minimalMeta } from '../templates/minimal-portfolio-v1/meta';
import { defineRegistry, defineTemplateMeta } from './defineTemplate';
import {
  getTemplateMeta,
  lazyTemplate,
  loadTemplate,
  registeredTemplateIds,
  templateCatalogue,
  templateRecords,
  toTemplateRecord,
} from './catalogue';

describe('the template catalogue in the browser', () => {
  it('lists every registered template once, under its own identifier, in registry order', () => {
    const ids = registeredTemplateIds();
    expect(ids).toEqual(Object.keys(templates));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(getTemplateMeta(id)?.id).toBe(id);
    expect(templateCatalogue().map((meta) => meta.id)).toEqual(ids);
    // The loader-free list (for pages that only list templates) follows the registry exactly.
    expect(templateMetas).toEqual(templateCatalogue());
    expect(getTemplateMeta('no-such-template-v1')).toBeUndefined();
    // Not a registry key, although every object has it.
    expect(getTemplateMeta('constructor')).toBeUndefined();
  });

  it('marks exactly the premium templates of the spec, nexus and quantum, as premium', () => {
    expect(templateCatalogue().filter((meta) => meta.isPremium).map((meta) => meta.id)).toEqual([
      'nexus-portfolio-v1',
      'quantum-portfolio-v1',
    ]);
  });

  it('refuses to define a template whose identifier has the wrong shape', () => {
    const input = { ...minimalMeta, id: 'Minimal Portfolio' };
    expect(() => defineTemplateMeta(input)).toThrow(/must match/);
  });

  it('does not compile a registry entry filed under another template\'s identifier', () => {
    const load = () => Promise.reject(new Error('not loaded in this test'));
    // @ts-expect-error the key must equal meta.id
    expect(Object.keys(defineRegistry({ 'other-portfolio-v1': { meta: minimalMeta, load } }))).toEqual([
      'other-portfolio-v1',
    ]);
  });

  it('maps metadata to the API shape of GET /templates', () => {
    expect(templateRecords().map((record) => record.templateIdentifier)).toEqual(registeredTemplateIds());
    const minimal = templateCatalogue().find((meta) => meta.id === 'minimal-portfolio-v1');
    expect(minimal && toTemplateRecord(minimal)).toEqual({
      templateIdentifier: 'minimal-portfolio-v1',
      templateName: 'Minimal',
      description: minimal?.description,
      category: 'Minimal',
      meta: {
        thumbnailImgUrl: '/templates/thumbnails/minimal-portfolio-v1.webp',
        isPremium: false,
        tags: [...(minimal?.tags ?? [])],
        author: 'Showfolio',
        version: '1.0',
      },
    });
  });

  it('loads a template on demand and answers undefined for an unknown identifier', async () => {
    const definition = await loadTemplate('elegant-portfolio-v1');
    expect(definition?.id).toBe('elegant-portfolio-v1');
    // The sample's Markdown suspends the template once while the parser loads; inside an awaited
    // act(), React renders again once it has.
    await act(async () => {
      render(<Suspense fallback={<p>Loading template…</p>}>{definition ? <definition.component data={samplePortfolio} /> : <p />}</Suspense>);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Rivera' })).toBeInTheDocument();
    await expect(loadTemplate('no-such-template')).resolves.toBeUndefined();
  });

  it('gives one lazy component per identifier for Suspense', async () => {
    const Template = lazyTemplate('nexus-portfolio-v1');
    expect(lazyTemplate('nexus-portfolio-v1')).toBe(Template);
    expect(lazyTemplate('no-such-template')).toBeUndefined();
    if (!Template) throw new Error('nexus is registered');
    render(
      <Suspense fallback={<p>Loading template…</p>}>
        <Template data={samplePortfolio} />
      </Suspense>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Rivera' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
