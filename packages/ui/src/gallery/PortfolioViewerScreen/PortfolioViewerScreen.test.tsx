import { render, screen } from '@testing-library/react';
import { seoDescription, seoKeywords, seoTitle } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { PortfolioViewerScreen, type PortfolioViewerState } from './PortfolioViewerScreen';

const defaultTitle = 'Showfolio - Create Your Professional Portfolio';
const host = 'ada.showfolio.test';
const ready: PortfolioViewerState = {
  status: 'ready',
  data: { templateIdentifier: 'minimal-portfolio-v1', portfolioData: samplePortfolio },
};

const metaContent = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

const hints = [
  'The portfolio has been moved or deleted',
  'The owner has made it private',
  'The address uses a different subdomain',
];

describe('portfolio viewer', () => {
  beforeEach(() => {
    document.title = defaultTitle;
  });

  it('shows "Loading portfolio..." with the subdomain', async () => {
    const { container } = render(
      <PortfolioViewerScreen subdomain="ada" host={host} state={{ status: 'loading' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading portfolio...');
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(document.title).toBe(defaultTitle);
    await expectNoAxeViolations(container);
  });

  it('shows "404 - Portfolio Not Found" with "Portfolio not found", the host and three hints, titled "Portfolio Not Found - Showfolio"', async () => {
    const { container, unmount } = render(
      <PortfolioViewerScreen
        subdomain="ghost"
        host="ghost.showfolio.test"
        state={{ status: 'error' }}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '404 - Portfolio Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Portfolio not found')).toBeInTheDocument();
    expect(screen.getByText('ghost.showfolio.test')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(hints);
    expect(document.title).toBe('Portfolio Not Found - Showfolio');
    await expectNoAxeViolations(container);
    unmount();
    expect(document.title).toBe(defaultTitle);
  });

  it('shows the server message when the lookup fails with one', () => {
    render(
      <PortfolioViewerScreen
        subdomain="ghost"
        host={host}
        state={{ status: 'error', message: 'No portfolio for ghost' }}
      />,
    );
    expect(screen.getByText('No portfolio for ghost')).toBeInTheDocument();
  });

  it('shows "Invalid subdomain" without a subdomain', async () => {
    const { container } = render(
      <PortfolioViewerScreen host="showfolio.test" state={{ status: 'loading' }} />,
    );
    expect(screen.getByRole('heading', { name: '404 - Portfolio Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Invalid subdomain')).toBeInTheDocument();
    expect(document.title).toBe('Portfolio Not Found - Showfolio');
    await expectNoAxeViolations(container);
  });

  it('shows "Portfolio Data Not Available" with the template id and subdomain when the answer has no data', async () => {
    const { container } = render(
      <PortfolioViewerScreen
        subdomain="ada"
        host={host}
        state={{
          status: 'ready',
          data: { templateIdentifier: 'minimal-portfolio-v1', portfolioData: null },
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Portfolio Data Not Available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('minimal-portfolio-v1')).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders the template with the data and sets every SEO tag, removing them on leave', async () => {
    const { container, unmount } = render(
      <PortfolioViewerScreen
        subdomain="ada"
        host={host}
        state={ready}
        canonicalUrl="https://ada.showfolio.test/"
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Rivera' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);

    expect(document.title).toBe(seoTitle(samplePortfolio));
    expect(document.title).toBe('AR | Ada Rivera (@ada) - Senior software engineer at Northwind Labs - Portfolio');
    expect(metaContent('meta[name="description"]')).toBe(seoDescription(samplePortfolio));
    expect(metaContent('meta[name="description"]')).toMatch(/\.\.\.$/);
    expect(metaContent('meta[name="keywords"]')).toBe(seoKeywords(samplePortfolio).join(', '));
    expect(metaContent('meta[name="author"]')).toBe('Ada Rivera');
    expect(metaContent('meta[name="robots"]')).toBe('index, follow');
    expect(metaContent('meta[property="og:title"]')).toBe(document.title);
    expect(metaContent('meta[property="og:description"]')).toBe(seoDescription(samplePortfolio));
    expect(metaContent('meta[property="og:type"]')).toBe('profile');
    expect(metaContent('meta[property="og:url"]')).toBe('https://ada.showfolio.test/');
    expect(metaContent('meta[property="og:image"]')).toBe(
      'https://ada.showfolio.test/media/sample-avatar.webp',
    );
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(metaContent('meta[name="twitter:title"]')).toBe(document.title);
    expect(metaContent('meta[name="twitter:description"]')).toBe(seoDescription(samplePortfolio));
    expect(metaContent('meta[name="twitter:image"]')).toBe(
      'https://ada.showfolio.test/media/sample-avatar.webp',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://ada.showfolio.test/',
    );

    unmount();
    expect(document.title).toBe(defaultTitle);
    expect(document.head.querySelectorAll('meta, link[rel="canonical"]')).toHaveLength(0);
  });

  it('uses the current page address for the canonical link by default', async () => {
    window.history.replaceState(null, '', '/portfolio/ada?utm_source=x#top');
    const { unmount } = render(<PortfolioViewerScreen subdomain="ada" host={host} state={ready} />);
    await screen.findByRole('heading', { level: 1, name: 'Ada Rivera' });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/portfolio/ada`,
    );
    unmount();
    window.history.replaceState(null, '', '/');
  });

  it("puts back the host page's own description when leaving", () => {
    const own = document.createElement('meta');
    own.setAttribute('name', 'description');
    own.setAttribute('content', 'Build and publish your portfolio.');
    document.head.appendChild(own);
    const { unmount } = render(<PortfolioViewerScreen subdomain="ada" host={host} state={ready} />);
    expect(own).toHaveAttribute('content', seoDescription(samplePortfolio));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(own).toHaveAttribute('content', 'Build and publish your portfolio.');
    own.remove();
  });

  it('replaces the tags when the portfolio changes', () => {
    const { rerender, unmount } = render(
      <PortfolioViewerScreen subdomain="ada" host={host} state={ready} />,
    );
    const renamed = {
      ...samplePortfolio,
      firstName: 'Grace',
      lastName: 'Hopper',
      username: 'grace',
    };
    rerender(
      <PortfolioViewerScreen
        subdomain="grace"
        host="grace.showfolio.test"
        state={{
          status: 'ready',
          data: { templateIdentifier: 'minimal-portfolio-v1', portfolioData: renamed },
        }}
      />,
    );
    expect(document.title).toBe('GH | Grace Hopper (@grace) - Senior software engineer at Northwind Labs - Portfolio');
    expect(document.head.querySelectorAll('meta[name="author"]')).toHaveLength(1);
    expect(metaContent('meta[name="author"]')).toBe('Grace Hopper');
    unmount();
  });

  it('shows "Template Not Found" when the portfolio names an unknown template', () => {
    render(
      <PortfolioViewerScreen
        subdomain="ada"
        host={host}
        state={{
          status: 'ready',
          data: { templateIdentifier: 'retro-portfolio-v9', portfolioData: samplePortfolio },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Template Not Found' })).toBeInTheDocument();
  });
});
