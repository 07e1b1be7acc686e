import { defaultDocumentTitle, notFoundDocumentTitle } from '../constants';
import { portfolioDataSchema } from '../portfolio-data';
import { edgeCasePortfolio, minimalPortfolio, samplePortfolio } from '../samples';
import { personJsonLd, seoDescription, seoKeywords, seoMeta, seoTitle } from './seo';

const url = 'https://ada.showfolio.in/';

/** The sample as the spec knew it: no headline, location or link list (issue 31). */
const specSample = portfolioDataSchema.parse({ ...samplePortfolio, headline: '', location: '', links: [] });

describe('seoTitle', () => {
  it.each([
    [specSample, 'AR | Ada Rivera (@ada) - Portfolio'],
    [samplePortfolio, 'AR | Ada Rivera (@ada) - Senior software engineer at Northwind Labs - Portfolio'],
    [portfolioDataSchema.parse({ username: 'ghost', headline: 'Writer' }), '@ghost - Writer - Portfolio'],
    [minimalPortfolio, 'SL | Sam Lee - Portfolio'],
    [portfolioDataSchema.parse({ firstName: 'élodie', lastName: 'ünal' }), 'ÉÜ | élodie ünal - Portfolio'],
    [portfolioDataSchema.parse({ username: 'ghost' }), '@ghost - Portfolio'],
    [portfolioDataSchema.parse({}), 'Portfolio'],
  ])('titles %#', (data, title) => {
    expect(seoTitle(data)).toBe(title);
  });

  it('keeps the document titles verbatim', () => {
    expect(defaultDocumentTitle).toBe('Showfolio - Create Your Professional Portfolio');
    expect(notFoundDocumentTitle).toBe('Portfolio Not Found - Showfolio');
  });
});

describe('seoDescription', () => {
  it('cuts a long bio at 150 characters and adds "..."', () => {
    const description = seoDescription(specSample);
    expect(specSample.bio.length).toBeGreaterThan(150);
    expect(description.endsWith('...')).toBe(true);
    expect(description.slice(0, -3)).toBe(specSample.bio.slice(0, 150).trimEnd());
  });

  it('opens with the headline and the location when the profile has them', () => {
    const opening = 'Senior software engineer at Northwind Labs in Lisbon, Portugal. ';
    expect(seoDescription(samplePortfolio)).toBe(
      `${`${opening}${samplePortfolio.bio}`.slice(0, 150).trimEnd()}...`,
    );
    expect(seoDescription(portfolioDataSchema.parse({ location: 'Porto' }))).toBe('Based in Porto.');
    expect(seoDescription(portfolioDataSchema.parse({ headline: 'Writer', bio: 'Hi.' }))).toBe('Writer. Hi.');
  });

  it('keeps a short bio whole', () => {
    expect(seoDescription(portfolioDataSchema.parse({ bio: 'Short bio.' }))).toBe('Short bio.');
  });

  it('names the first three technical skills without a bio', () => {
    const data = portfolioDataSchema.parse({ firstName: 'Sam', lastName: 'Lee', skills: { tech: ['Go', 'Rust', 'SQL', 'C'] } });
    expect(seoDescription(data)).toBe('Sam Lee - professional portfolio showcasing skills in Go, Rust and SQL.');
    expect(seoDescription(minimalPortfolio)).toBe('Sam Lee - professional portfolio.');
  });

  it('never splits a character made of two code units', () => {
    const data = portfolioDataSchema.parse({ bio: `${'a'.repeat(149)}😀${'b'.repeat(10)}` });
    expect(seoDescription(data)).toBe(`${'a'.repeat(149)}😀...`);
  });
});

describe('seoKeywords', () => {
  it('lists the name, 5 tech skills, 3 roles, then the fixed words', () => {
    expect(seoKeywords(samplePortfolio)).toEqual([
      'Ada Rivera',
      'TypeScript',
      'JavaScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'Senior Software Engineer',
      'Software Engineer',
      'Engineering Intern',
      'portfolio',
      'developer',
      'professional',
    ]);
  });

  it('leaves out blanks and duplicates', () => {
    expect(seoKeywords(minimalPortfolio)).toEqual(['Sam Lee', 'portfolio', 'developer', 'professional']);
  });
});

describe('seoMeta', () => {
  it('gives everything the page head needs', () => {
    const meta = seoMeta(specSample, { url });
    expect(meta).toMatchObject({
      title: 'AR | Ada Rivera (@ada) - Portfolio',
      author: 'Ada Rivera',
      robots: 'index, follow',
      canonical: url,
      image: 'https://ada.showfolio.in/media/sample-avatar.webp',
    });
    expect(meta.openGraph).toMatchObject({
      'og:title': meta.title,
      'og:description': meta.description,
      'og:type': 'profile',
      'og:url': url,
      'og:image': meta.image,
    });
    expect(meta.twitter).toMatchObject({ 'twitter:card': 'summary_large_image', 'twitter:creator': '@ada_rivera' });
    expect(meta.metaTags).toContainEqual({ name: 'robots', content: 'index, follow' });
    expect(meta.metaTags).toContainEqual({ property: 'og:title', content: meta.title });
    expect(meta.metaTags).toContainEqual({ name: 'keywords', content: meta.keywords });
  });

  it('has no image tags without a safe picture', () => {
    const unsafe = portfolioDataSchema.parse({ ...minimalPortfolio, profilePicture: 'javascript:alert(1)' });
    const meta = seoMeta(unsafe, { url });
    expect(meta.image).toBe('');
    expect(meta.twitter['twitter:card']).toBe('summary');
    expect(meta.metaTags.some((tag) => tag.content.includes('javascript'))).toBe(false);
  });
});

describe('personJsonLd', () => {
  it('gives the headline as the job title, the location as an address, the link list as profiles', () => {
    expect(personJsonLd(samplePortfolio, url)).toMatchObject({
      jobTitle: samplePortfolio.headline,
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon, Portugal' },
      sameAs: [...Object.values(samplePortfolio.social), ...samplePortfolio.links.map((link) => link.url)],
    });
  });

  it('describes the sample person for schema.org', () => {
    expect(personJsonLd(specSample, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Rivera',
      givenName: 'Ada',
      familyName: 'Rivera',
      url,
      email: samplePortfolio.email,
      image: 'https://ada.showfolio.in/media/sample-avatar.webp',
      description: samplePortfolio.bio,
      jobTitle: 'Senior Software Engineer',
      worksFor: { '@type': 'Organization', name: 'Northwind Labs' },
      alumniOf: samplePortfolio.education.map((entry) => ({ '@type': 'EducationalOrganization', name: entry.institution })),
      knowsAbout: samplePortfolio.skills.tech,
      sameAs: Object.values(samplePortfolio.social),
    });
  });

  it('leaves out what is missing', () => {
    expect(personJsonLd(minimalPortfolio, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Sam Lee',
      givenName: 'Sam',
      familyName: 'Lee',
      url,
      email: 'sam.lee@example.com',
    });
    expect(JSON.stringify(personJsonLd(edgeCasePortfolio, url))).toContain('جامعة القاهرة');
  });
});
