import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { samplePortfolio, templateIds } from '@showfolio/portfolio-schema';
import { templates } from '../registry';
import {
  getTemplateMeta,
  lazyTemplate,
  loadTemplate,
  registeredTemplateIds,
  templateCatalogue,
  toTemplateRecord,
} from './catalogue';

describe('the template catalogue in the browser', () => {
  it('registers templates under their own identifier, in catalogue order, absent ids left out', () => {
    const ids = registeredTemplateIds();
    expect(ids).toEqual(templateIds.filter((id) => ids.includes(id)));
    for (const id of templateIds) {
      expect(getTemplateMeta(id)?.id).toBe(templates[id] ? id : undefined);
    }
  });

  it('maps metadata to the API shape of GET /templates', () => {
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
    render(definition ? <definition.component data={samplePortfolio} /> : <p />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Rivera' })).toBeInTheDocument();
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
