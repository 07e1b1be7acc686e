import { portfolioDataSchema } from './portfolio-data';
import { edgeCasePortfolio, minimalPortfolio, samplePortfolio, sampleDraft } from './samples';

describe('samplePortfolio', () => {
  it('is valid portfolio data with every section filled', () => {
    expect(portfolioDataSchema.parse(samplePortfolio)).toEqual(samplePortfolio);
    expect(samplePortfolio.education).toHaveLength(3);
    expect(samplePortfolio.education.filter((entry) => entry.endDate === '')).toHaveLength(1);
    expect(samplePortfolio.skills.tech).toHaveLength(12);
    expect(samplePortfolio.skills.soft).toHaveLength(5);
    expect(samplePortfolio.projects).toHaveLength(4);
    expect(samplePortfolio.experience).toHaveLength(3);
    expect(samplePortfolio.experience.filter((job) => job.endDate === '')).toHaveLength(1);
    for (const project of samplePortfolio.projects) {
      expect(project.description && project.githubUrl && project.deployedUrl).toBeTruthy();
      expect(project.technologies.length).toBeGreaterThan(0);
    }
    expect(Object.values(samplePortfolio.social).every((link) => link.startsWith('https://'))).toBe(true);
    expect(samplePortfolio.bio.length).toBeGreaterThanOrEqual(200);
    expect(samplePortfolio.bio.length).toBeLessThanOrEqual(240);
  });

  it('points at no external image', () => {
    expect(samplePortfolio.profilePicture.startsWith('/')).toBe(true);
  });
});

describe('minimalPortfolio', () => {
  it('has only a name and an e-mail address', () => {
    expect(minimalPortfolio).toEqual(
      portfolioDataSchema.parse({ firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@example.com' }),
    );
    expect(minimalPortfolio.profilePicture).toBe('');
    expect(minimalPortfolio.projects).toEqual([]);
  });
});

describe('edgeCasePortfolio', () => {
  it('has 30 projects, right-to-left text and empty optional sections', () => {
    expect(edgeCasePortfolio.projects).toHaveLength(30);
    expect(edgeCasePortfolio.bio).toMatch(/[\u0600-\u06ff]/);
    expect(edgeCasePortfolio.bio).toMatch(/[\u0590-\u05ff]/);
    expect(edgeCasePortfolio.experience).toEqual([]);
    expect(edgeCasePortfolio.skills.soft).toEqual([]);
    expect(edgeCasePortfolio.lastName.length).toBeGreaterThan(90);
    expect(edgeCasePortfolio.bio).toMatch(/\S{100,}/);
  });
});

describe('sampleDraft', () => {
  it('carries the same person as samplePortfolio', () => {
    expect(sampleDraft.userDetails.firstName).toBe(samplePortfolio.firstName);
    expect(sampleDraft.projects.projects[0]?.projectName).toBe(samplePortfolio.projects[0]?.projectName);
    expect(sampleDraft.experiences.experiences[0]?.jobRole).toBe(samplePortfolio.experience[0]?.role);
  });
});
