import { portfolioDataSchema } from '../portfolio-data';
import { emptyPortfolioDraft } from '../draft';
import { samplePortfolio, sampleDraft } from '../samples';
import { draftToPortfolioData, portfolioRecordsToDraft } from './draft-to-portfolio';

const withPresent = <T extends { endDate: string }>(entries: T[]) =>
  entries.map((entry) => ({ ...entry, endDate: entry.endDate || 'Present' }));

describe('draftToPortfolioData', () => {
  it('turns the sample draft into the sample portfolio, current end dates shown as Present', () => {
    expect(draftToPortfolioData(sampleDraft)).toEqual({
      ...samplePortfolio,
      mobileNumber: '',
      education: withPresent(samplePortfolio.education),
      experience: withPresent(samplePortfolio.experience),
    });
  });

  it('resolves the alias spellings the preview step reads', () => {
    const data = draftToPortfolioData({
      userDetails: { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'a@b.co' },
      projects: { id: 'p', projects: [{ name: 'Trailhead', gitUrl: 'https://github.com/a/t', skills: ['React'] }] },
      experiences: { id: 'e', experiences: [{ name: 'Acme', role: 'Engineer', skills: ['Go'], endDate: '2020-01' }] },
    });
    expect(data.projects).toEqual([
      { projectName: 'Trailhead', description: '', githubUrl: 'https://github.com/a/t', deployedUrl: '', technologies: ['React'] },
    ]);
    expect(data.experience).toEqual([
      { companyName: 'Acme', role: 'Engineer', description: '', startDate: '', endDate: '2020-01', technologies: ['Go'] },
    ]);
  });

  it('falls back to the top-level picture and resume', () => {
    const data = draftToPortfolioData({ profilePictureUrl: '/media/a.webp', resumeUrl: 'https://drive.google.com/x' });
    expect(data.profilePicture).toBe('/media/a.webp');
    expect(data.resumeUrl).toBe('https://drive.google.com/x');
  });

  it('gives valid empty data for an empty draft', () => {
    expect(draftToPortfolioData(emptyPortfolioDraft())).toEqual(portfolioDataSchema.parse({}));
  });

  it('rejects a draft that breaks a bound', () => {
    expect(() => draftToPortfolioData({ bio: 'x'.repeat(5000) })).toThrow('Bio must be at most 2000 characters');
  });
});

describe('portfolioRecordsToDraft', () => {
  it('uses the first portfolio and the last skills, projects and experiences records', () => {
    const portfolio = {
      id: 'pf1',
      _id: 'pf1',
      user: sampleDraft.userDetails,
      bio: sampleDraft.bio,
      profilePictureUrl: sampleDraft.profilePictureUrl,
      resumeUrl: sampleDraft.resumeUrl,
      education: sampleDraft.education,
      socialLinks: sampleDraft.socialLinks,
      deployedTemplates: [],
    };
    const draft = portfolioRecordsToDraft({
      portfolios: [portfolio, { ...portfolio, id: 'pf2', _id: 'pf2', bio: 'second' }],
      skills: [
        { id: 's-old', _id: 's-old', userId: 'u1', tech: ['Old'], soft: [] },
        { id: 's1', _id: 's1', userId: 'u1', tech: sampleDraft.skills.tech, soft: sampleDraft.skills.soft },
      ],
      projects: [{ id: '', _id: 'p1', userId: 'u1', projects: sampleDraft.projects.projects }],
      experiences: [{ id: 'e1', _id: 'e1', userId: 'u1', experiences: sampleDraft.experiences.experiences }],
    });
    expect(draft.portfolioId).toBe('pf1');
    expect(draft.bio).toBe(sampleDraft.bio);
    expect(draft.skills).toEqual({ id: 's1', tech: sampleDraft.skills.tech, soft: sampleDraft.skills.soft });
    expect(draft.projects.id).toBe('p1');
    expect(draftToPortfolioData(draft)).toEqual(draftToPortfolioData(sampleDraft));
  });

  it('leaves missing sections empty', () => {
    expect(portfolioRecordsToDraft({})).toEqual(emptyPortfolioDraft());
  });
});
