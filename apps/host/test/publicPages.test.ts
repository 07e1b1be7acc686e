import { renderPortfolio } from '@showfolio/templates/ssr';
import type { PublicPortfolio } from '@showfolio/server';
import { createPublicPages } from '../src/server/publicPages';

describe('public portfolio page states', () => {
  it('renders "Portfolio Data Not Available" with the template and subdomain, status 404, for a deployment without data', async () => {
    const deployedWithoutData = {
      templateIdentifier: 'minimal-portfolio-v1',
      subdomain: 'empty-one',
      portfolioData: null,
      updatedAt: new Date(),
      etag: '"x"',
    } as unknown as PublicPortfolio;
    const pages = createPublicPages({
      lookup: async () => deployedWithoutData,
      render: renderPortfolio,
      publicUrl: (sub) => `http://${sub}.showfolio.localhost:3000/`,
    });
    const page = await pages.page('empty-one', 'empty-one.showfolio.localhost:3000');
    expect(page.status).toBe(404);
    expect(page.etag).toBeUndefined();
    expect(page.html).toContain('<h1>Portfolio Data Not Available</h1>');
    expect(page.html).toContain('<code>minimal-portfolio-v1</code>');
    expect(page.html).toContain('<code>empty-one</code>');
  });

  it('reads the database again after a write, not before', async () => {
    let lookups = 0;
    const pages = createPublicPages({
      lookup: async () => {
        lookups += 1;
        return null;
      },
      render: renderPortfolio,
      publicUrl: (sub) => `http://${sub}.showfolio.localhost:3000/`,
    });
    await pages.page('someone', 'someone.showfolio.localhost:3000');
    await pages.page('someone', 'someone.showfolio.localhost:3000');
    expect(lookups).toBe(1);
    pages.invalidate();
    await pages.page('someone', 'someone.showfolio.localhost:3000');
    expect(lookups).toBe(2);
  });
});
