import { portfolioDataSchema } from '../portfolio-data';
import { emptyPortfolioDraft } from '../draft';
import { samplePortfolio, sampleDraft } from '../samples';
import { draftToPortfolioData, draftToSections, portfolioRecordsToDraft } from './draft-to-portfolio';
import { sectionsToPortfolioData } from './sections-to-portfolio';

describe('draftToPortfolioData', () => {
  it('turns the sample draft into the sample portfolio without the mobile number', () => {
    expect(draftToPortfolioData(sampleDraft)).toEqual({ ...samplePortfolio, mobileNumber: '' });
  });

  it('keeps an empty end date empty, as the public page does; templates show it as current', () => {
    const data = draftToPortfolioData({
      education: [{ institution: 'X', degree: 'BSc', startDate: '2019-09' }],
      experiences: { id: '', experiences: [{ companyName: 'Acme', jobRole: 'Engineer', startDate: '2022-01' }] },
    });
    expect(data.education[0]?.endDate).toBe('');
    expect(data.experience[0]?.endDate).toBe('');
  });

  it('is the public-page mapping applied to the sections the draft would store', () => {
    expect(draftToPortfolioData(sampleDraft)).toEqual(sectionsToPortfolioData(draftToSections(sampleDraft)));
  });

  it('resolves the alias spellings the preview step reads', () => {
    const data = draftToPortfolioData({
      userDetails: { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'a@b.co' },
      projects: { id: 'p', projects: [{ name: 'Trailhead', gitUrl: 'https://github.com/a/t', skills: ['React'] }] },
      experiences: { id: 'e', experiences: [{ name: 'Acme', role: 'Engineer', skills: ['Go'], endDate: '2020-01' }] },
    });
    expect(data.projects).toEqual([
      { projectName: 'Trailhead', description: '', githubUrl: 'https://github.com/a/t', deployedUrl: '', technologies: ['React'], year: '', role: '', links: [], images: [] },
    ]);
    expect(data.experience).toEqual([
      { companyName: 'Acme', role: 'Engineer', description: '', startDate: '', endDate: '2020-01', technologies: ['Go'] },
    ]);
  });

  it('falls back to the top-level picture and resume of a stored draft', () => {
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

describe('sectionsToPortfolioData', () => {
  const user = { firstName: 'Ada', lastName: 'Rivera', username: 'ada' };
  const portfolio = {
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    bio: 'Hi',
    profilePictureUrl: '',
    resumeUrl: '',
    education: [],
    socialLinks: { github: 'https://github.com/ada' },
  };

  it("falls back to the account's names, never to its sign-in e-mail", () => {
    const data = sectionsToPortfolioData({ user, portfolio });
    expect([data.firstName, data.lastName, data.username, data.email]).toEqual(['Ada', 'Rivera', 'ada', '']);
  });

  it('fills every social platform and publishes the mobile number only when asked', () => {
    expect(sectionsToPortfolioData({ user, portfolio }).social).toEqual({
      linkedin: '',
      github: 'https://github.com/ada',
      twitter: '',
      instagram: '',
      facebook: '',
    });
    expect(sectionsToPortfolioData({ user, portfolio }).mobileNumber).toBe('');
    expect(sectionsToPortfolioData({ user, portfolio }, '+91 98765 43210').mobileNumber).toBe('+91 98765 43210');
  });

  it('gives empty data with the account names when nothing else is stored', () => {
    expect(sectionsToPortfolioData({ user })).toEqual({ ...portfolioDataSchema.parse({}), ...user });
  });
});

describe('portfolioRecordsToDraft', () => {
  it('uses the first portfolio and the last skills, projects and experiences records', () => {
    const portfolio = {
      id: 'pf1',
      _id: 'pf1',
      user: sampleDraft.userDetails,
      bio: sampleDraft.bio,
      profilePictureUrl: sampleDraft.documents.profilePictureUrl,
      resumeUrl: sampleDraft.documents.resumeUrl,
      education: sampleDraft.education,
      socialLinks: sampleDraft.socialLinks,
      headline: sampleDraft.headline,
      location: sampleDraft.location,
      showEmail: sampleDraft.showEmail,
      showPhone: sampleDraft.showPhone,
      links: sampleDraft.links,
      sections: sampleDraft.sections,
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

  it('reads records that carry only _id and the alias spellings', () => {
    const draft = portfolioRecordsToDraft({
      projects: [{ _id: 'p1', userId: 'u1', projects: [{ name: 'Trailhead', gitUrl: 'https://github.com/a/t', skills: ['React'] }] }],
      experiences: [{ id: 'e1', userId: 'u1', experiences: [{ name: 'Acme', role: 'Engineer', skills: ['Go'] }] }],
    });
    expect(draft.projects).toEqual({
      id: 'p1',
      projects: [
        { projectName: 'Trailhead', description: '', githubUrl: 'https://github.com/a/t', deployedUrl: '', techStack: ['React'], year: '', role: '', links: [], images: [] },
      ],
    });
    expect(draft.experiences.id).toBe('e1');
    expect(draft.experiences.experiences[0]).toMatchObject({ companyName: 'Acme', jobRole: 'Engineer', technologyUsed: ['Go'] });
  });

  it('leaves missing sections empty', () => {
    expect(portfolioRecordsToDraft({})).toEqual(emptyPortfolioDraft());
  });
});
