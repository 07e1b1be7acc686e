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

  it('keeps at most maxLookups entries after 50,000 random subdomains, and never looks up a name that cannot be one', async () => {
    const asked = new Set<string>();
    const pages = createPublicPages({
      lookup: async (subdomain) => {
        asked.add(subdomain);
        return null;
      },
      render: renderPortfolio,
      publicUrl: (sub) => `http://${sub}.showfolio.localhost:3000/`,
      maxLookups: 1000,
    });
    for (let i = 0; i < 50_000; i++) {
      const page = await pages.page(`visitor-${i.toString(36)}`, 'x.showfolio.localhost:3000');
      expect(page.status).toBe(404);
      expect(pages.cachedLookups).toBeLessThanOrEqual(1000);
    }
    expect(asked.size).toBe(50_000);
    for (const invalid of ['a b', '-dash', 'under_score', 'x'.repeat(40), 'ad@min', '']) {
      expect((await pages.page(invalid, 'x')).status).toBe(404);
    }
    expect(asked.size).toBe(50_000);
    expect(pages.cachedLookups).toBeLessThanOrEqual(1000);
  });

  it('forgets "nothing deployed here" after missTtlMs, so a new deployment shows without a write in this process', async () => {
    let deployed = false;
    let lookups = 0;
    const pages = createPublicPages({
      lookup: async () => {
        lookups += 1;
        return deployed
          ? ({
              templateIdentifier: 'minimal-portfolio-v1',
              subdomain: 'soon',
              portfolioData: null,
              updatedAt: new Date(),
              etag: '"e"',
            } as unknown as PublicPortfolio)
          : null;
      },
      render: renderPortfolio,
      publicUrl: (sub) => `http://${sub}.showfolio.localhost:3000/`,
      missTtlMs: 50,
    });
    expect((await pages.page('soon', 'soon.showfolio.localhost')).html).toContain(
      '404 - Portfolio Not Found',
    );
    deployed = true;
    expect(lookups).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await pages.page('soon', 'soon.showfolio.localhost')).html).toContain(
      'Portfolio Data Not Available',
    );
    expect(lookups).toBe(2);
  });
});
