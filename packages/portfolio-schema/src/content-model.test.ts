import { limits } from './limits';
import { linkLabel, linkPlatforms, recognizeLink } from './link-platforms';
import { portfolioDataSchema, portfolioProjectSchema, type PortfolioData } from './portfolio-data';
import { sectionsInputSchema } from './records';
import { skillSuggestions, tradeForHeadline, trades } from './rules/suggestions';
import { richSampleWithImages, samplePortfolio } from './samples';
import { orderedSections, publicPortfolio, sectionKeys, sectionTitle, visibleSections } from './sections';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the content model of issue 31', () => {
  it('parses a portfolio saved before it unchanged, with every new field at its default', () => {
    const old = { firstName: 'Ada', projects: [{ projectName: 'Trailhead', technologies: ['Go'] }] };
    const data = portfolioDataSchema.parse(old);
    expect(data).toMatchObject({
      headline: '',
      location: '',
      showEmail: true,
      showPhone: true,
      links: [],
      awards: [],
      certificates: [],
      publications: [],
      languages: [],
      volunteering: [],
      interests: [],
      references: [],
      customSections: [],
      sectionOrder: [],
      hiddenSections: [],
    });
    expect(data.projects[0]).toMatchObject({ year: '', role: '', links: [], images: [] });
  });

  it.each([
    ['links', { links: Array.from({ length: limits.links + 1 }, () => ({ url: 'https://a.dev', label: '' })) }, 'Add at most 20 links'],
    [
      'custom sections',
      { customSections: Array.from({ length: limits.customSections + 1 }, (_, i) => ({ id: `s${i}`, title: 'T' })) },
      'Add at most 10 custom sections',
    ],
    ['awards', { awards: Array.from({ length: limits.listEntries + 1 }, () => ({ title: 'A' })) }, 'Awards can have at most 50 entries'],
  ])('refuses too many %s with a message naming the limit', (_label, input, message) => {
    expect(messagesOf(portfolioDataSchema.safeParse(input))).toContain(message);
  });

  const image = { src: '/media/a.webp', alt: 'A screen', width: 960, height: 600, variants: [] };

  it.each([
    ['images', { images: Array.from({ length: 7 }, () => image) }, 'Add at most 6 images to a project'],
    ['links', { links: Array.from({ length: 6 }, () => ({ label: 'Demo', url: 'https://a.dev' })) }, 'Add at most 5 links to a project'],
    ['a link without a label', { links: [{ label: '', url: 'https://a.dev' }] }, 'Give the link a label'],
    ['an image without alt text', { images: [{ ...image, alt: ' ' }] }, 'Describe the image (alt text is required)'],
    ['alt text over its limit', { images: [{ ...image, alt: 'x'.repeat(301) }] }, 'Alt text must be at most 300 characters'],
    ['a zero-width image', { images: [{ ...image, width: 0 }] }, 'Image width must be at least 1 pixel'],
    ['a fractional height', { images: [{ ...image, height: 1.5 }] }, 'Image height must be a whole number of pixels'],
    ['a year that is not a year', { year: '24' }, 'Year must be a year like 2024'],
  ])('refuses a project with %s', (_label, input, message) => {
    expect(messagesOf(portfolioProjectSchema.safeParse({ projectName: 'P', ...input }))).toContain(message);
  });

  it('accepts a project with a year, a role, links and images', () => {
    const project = { projectName: 'P', year: '2024', role: 'Lead', links: [{ label: 'Demo', url: 'https://a.dev' }], images: [image] };
    expect(portfolioProjectSchema.parse(project)).toMatchObject(project);
  });

  it('refuses a custom section id that is not a short slug', () => {
    expect(messagesOf(portfolioDataSchema.safeParse({ customSections: [{ id: 'Talks!', title: 'Talks' }] }))).toEqual([
      'A section id is 1 to 40 lower-case letters, digits or hyphens',
    ]);
  });

  it('refuses a profile link without an address in the sections body', () => {
    expect(messagesOf(sectionsInputSchema.safeParse({ links: [{ url: '', label: 'Blog' }] }))).toEqual(['A link needs its address']);
    expect(sectionsInputSchema.parse({ showEmail: false })).toMatchObject({ showEmail: false });
  });
});

describe('recognizeLink', () => {
  it.each([
    ['https://dribbble.com/ada', 'dribbble', 'Dribbble'],
    ['https://www.behance.net/ada', 'behance', 'Behance'],
    ['https://youtu.be/abc', 'youtube', 'YouTube'],
    ['https://bsky.app/profile/ada.bsky.social', 'bluesky', 'Bluesky'],
    ['https://mastodon.social/@ada', 'mastodon', 'Mastodon'],
    ['https://social.example.org/@ada', 'mastodon', 'Mastodon'],
    ['https://ada.substack.com/', 'substack', 'Substack'],
    ['https://scholar.google.com/citations?user=x', 'scholar', 'Google Scholar'],
    ['https://stackoverflow.com/users/1/ada', 'stackoverflow', 'Stack Overflow'],
    ['https://twitter.com/ada', 'x', 'X'],
  ])('knows %s', (url, platform, name) => {
    expect(recognizeLink(url)).toMatchObject({ platform, name });
  });

  it('names an unknown host by itself, without www.', () => {
    expect(recognizeLink('https://www.ada-rivera.dev/about')).toEqual({ platform: 'generic', name: 'ada-rivera.dev', host: 'ada-rivera.dev' });
    expect(recognizeLink('not a link')).toEqual({ platform: 'generic', name: '', host: '' });
  });

  it('does not take a look-alike host for a platform', () => {
    expect(recognizeLink('https://notdribbble.com/ada').platform).toBe('generic');
  });

  it('labels a link by its own label, else by its platform', () => {
    expect(linkLabel({ url: 'https://dribbble.com/ada', label: '' })).toBe('Dribbble');
    expect(linkLabel({ url: 'https://dribbble.com/ada', label: 'Shots' })).toBe('Shots');
  });

  it('has one entry per id', () => {
    expect(new Set(linkPlatforms.map((platform) => platform.id)).size).toBe(linkPlatforms.length);
  });
});

describe('sections', () => {
  const data = (input: Partial<PortfolioData>) => portfolioDataSchema.parse({ ...samplePortfolio, ...input });

  it('follows the user order, dropping unknown keys and appending the missing ones in default order', () => {
    const order = orderedSections(data({ sectionOrder: ['projects', 'nonsense', 'custom:gone', 'custom:talks', 'projects'] }));
    expect(order.slice(0, 2)).toEqual(['projects', 'custom:talks']);
    expect(order.slice(2)).toEqual(sectionKeys.filter((key) => key !== 'projects'));
  });

  it('leaves out hidden sections and empty ones', () => {
    const shown = visibleSections(data({ hiddenSections: ['education'], awards: [], references: [{ name: ' ', reference: '' }] }));
    expect(shown).not.toContain('education');
    expect(shown).not.toContain('awards');
    expect(shown).not.toContain('references');
    expect(shown).toContain('custom:talks');
  });

  it('shows the rich sample in its chosen order, every section filled', () => {
    expect(visibleSections(samplePortfolio)).toEqual([
      'experience',
      'projects',
      'custom:talks',
      'skills',
      'education',
      'awards',
      'certificates',
      'publications',
      'languages',
      'volunteering',
      'interests',
      'references',
      'links',
    ]);
  });

  it('shows no section for a portfolio with nothing in it', () => {
    expect(visibleSections(portfolioDataSchema.parse({ firstName: 'Sam' }))).toEqual([]);
  });

  it('titles built-in sections in English and custom ones by their title', () => {
    expect(sectionTitle('volunteering', samplePortfolio)).toBe('Volunteering');
    expect(sectionTitle('custom:talks', samplePortfolio)).toBe('Talks');
    expect(sectionTitle('custom:none', samplePortfolio)).toBe('');
  });
});

describe('publicPortfolio', () => {
  it('blanks the e-mail and phone number the owner keeps off the page, and nothing else', () => {
    const hidden = { ...samplePortfolio, showEmail: false, showPhone: false, hiddenSections: ['education'] };
    expect(publicPortfolio(hidden)).toEqual({ ...hidden, email: '', mobileNumber: '' });
    expect(publicPortfolio(samplePortfolio)).toEqual(samplePortfolio);
  });
});

describe('skill suggestions', () => {
  it.each([
    ['Product designer at Ada Studio', 'designer'],
    ['UX researcher', 'designer'],
    ['Senior product manager', 'product'],
    ['Copywriter and editor', 'writer'],
    ['PhD candidate in linguistics', 'research'],
    ['Growth marketing lead', 'marketing'],
    ['Backend engineer', 'developer'],
    ['', 'developer'],
  ])('chooses the list for "%s"', (headline, trade) => {
    expect(tradeForHeadline(headline)).toBe(trade);
  });

  it('has a list for every trade, tools included', () => {
    for (const trade of trades) expect(skillSuggestions[trade].length).toBeGreaterThanOrEqual(15);
    expect(skillSuggestions.designer).toContain('Figma');
  });
});

describe('the rich sample', () => {
  it('fills every new field', () => {
    expect(samplePortfolio.headline && samplePortfolio.location).toBeTruthy();
    expect(samplePortfolio.links.map((link) => recognizeLink(link.url).platform)).toEqual(['dribbble', 'generic', 'generic']);
    expect(samplePortfolio.links.some((link) => link.label === 'Personal site')).toBe(true);
    for (const project of samplePortfolio.projects.slice(0, 2)) {
      expect(project.year && project.role && project.links.length).toBeTruthy();
      expect(project.images).toEqual([]);
    }
    for (const key of ['awards', 'certificates', 'publications', 'volunteering', 'interests', 'references'] as const)
      expect(samplePortfolio[key]).toHaveLength(1);
    expect(samplePortfolio.languages).toHaveLength(2);
    expect(samplePortfolio.customSections).toEqual([expect.objectContaining({ title: 'Talks' })]);
    expect(samplePortfolio.customSections[0]?.entries).toHaveLength(2);
    expect(samplePortfolio.sectionOrder.slice(0, 2)).toEqual(['experience', 'projects']);
  });

  it('has a variant with three images on each of two projects', () => {
    expect(richSampleWithImages.projects.map((project) => project.images.length)).toEqual([3, 3, 0, 0]);
    expect(richSampleWithImages.projects[0]?.images[0]).toMatchObject({ width: 960, height: 600 });
  });
});
