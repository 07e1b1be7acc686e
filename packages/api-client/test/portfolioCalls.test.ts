// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverClient, signedIn } from './server';
import { failure } from './failure';
import { solidPng } from './png';

const project = {
  projectName: 'Showfolio',
  description: 'Portfolio builder',
  githubUrl: 'https://github.com/ada/showfolio',
  deployedUrl: 'https://showfolio.example',
  techStack: ['TypeScript'],
};
const experience = {
  companyName: 'Analytical Engines',
  jobRole: 'Engineer',
  description: 'Wrote the first program',
  startDate: '2020-01',
  endDate: '',
  technologyUsed: ['Punch cards'],
};

describe('portfolio API against the real server', () => {
  it('creates, lists and patches skills', async () => {
    const { client } = await signedIn('skills');
    await expect(client.listSkills()).resolves.toEqual([]);
    const created = await client.createSkills({ tech: ['TypeScript'], soft: ['Leadership'] });
    expect(created).toMatchObject({ tech: ['TypeScript'], soft: ['Leadership'], userId: client.getUserId() });
    const id = created?.id ?? '';
    await expect(client.updateSkills(id, { tech: ['Go'], soft: [] })).resolves.toMatchObject({ id, tech: ['Go'], soft: [] });
    await expect(client.listSkills()).resolves.toMatchObject([{ id, tech: ['Go'] }]);
  });

  it('creates, lists and patches projects and experiences', async () => {
    const { client } = await signedIn('lists');
    const projects = await client.createProjects({ projects: [project] });
    expect(projects?.projects).toEqual([{ ...project, year: '', role: '', links: [], images: [] }]);
    await client.updateProjects(projects?.id ?? '', { projects: [{ ...project, projectName: 'Renamed' }] });
    await expect(client.listProjects()).resolves.toMatchObject([{ projects: [{ projectName: 'Renamed' }] }]);

    const experiences = await client.createExperiences({ experiences: [experience] });
    expect(experiences?.experiences).toEqual([experience]);
    await client.updateExperiences(experiences?.id ?? '', { experiences: [] });
    await expect(client.listExperiences()).resolves.toMatchObject([{ experiences: [] }]);
  });

  it('creates, lists and patches the user portfolio', async () => {
    const { client } = await signedIn('portfolio');
    const created = await client.createPortfolio({
      userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com' },
      bio: 'First programmer',
    });
    expect(created).toMatchObject({ bio: 'First programmer', user: { firstName: 'Ada' } });
    const updated = await client.updatePortfolio(created?.id ?? '', {
      socialLinks: { github: 'https://github.com/ada' },
    });
    expect(updated).toMatchObject({ bio: 'First programmer', socialLinks: { github: 'https://github.com/ada' } });
    await expect(client.listPortfolios()).resolves.toHaveLength(1);
  });

  it('says "API request failed: 404" for a record that is not the caller\'s', async () => {
    const owner = await signedIn('owner');
    const other = await signedIn('other');
    const skills = await owner.client.createSkills({ tech: ['Go'], soft: [] });
    const error = await failure(other.client.updateSkills(skills?.id ?? '', { tech: [], soft: [] }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('API request failed: 404');
  });

  it('says "API request failed: 400" for a body the server rejects', async () => {
    const { client } = await signedIn('invalid');
    const error = await failure(client.createProjects({ projects: [{ ...project, githubUrl: 'x'.repeat(5000) }] }));
    expect(error.message).toBe('API request failed: 400');
  });

  it('says "API request failed: 401" for a revoked token', async () => {
    const { client, token } = await signedIn('revoked');
    await client.signout(token);
    expect((await failure(client.listPortfolios())).message).toBe('API request failed: 401');
  });

  it('says "Authentication token not found" without a token and calls nothing', async () => {
    const { client } = serverClient();
    const error = await failure(client.listSkills());
    expect(error.message).toBe('Authentication token not found');
    expect(error.code).toBe('no-token');
  });

  it('uploads a profile picture and answers its address, reporting 100 % at the end', async () => {
    const { client } = await signedIn('upload');
    const progress: number[] = [];
    const { url } = await client.uploadProfilePicture(new Blob([solidPng()], { type: 'image/png' }), (p) => progress.push(p));
    expect(url).toMatch(/\/media\/[\w-]+\.webp$/);
    expect(progress.at(-1)).toBe(100);
  });

  it('sends a manual crop with the picture; the server refuses one outside it with its message', async () => {
    const { client } = await signedIn('crop');
    const picture = () => new Blob([solidPng()], { type: 'image/png' });
    const { url } = await client.uploadProfilePicture(picture(), undefined, { x: 0, y: 0, size: 1 });
    expect(url).toMatch(/\/media\/[\w-]+\.webp$/);
    const error = await failure(client.uploadProfilePicture(picture(), undefined, { x: 0, y: 0, size: 100_000 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The chosen crop must be a square inside the picture. Please choose the area again.');
  });

  it('uploads a resume PDF and answers its address; a file that is not a PDF gets the server message', async () => {
    const { client } = await signedIn('resume');
    const { url } = await client.uploadResume(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
    expect(url).toMatch(/\/media\/[\w-]+\.pdf$/);
    const error = await failure(client.uploadResume(new Blob(['hello'], { type: 'application/pdf' })));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Please choose a PDF file (other documents can be shared as a link)');
  });

  it('shows the server message when the upload is not an image', async () => {
    const { client } = await signedIn('notimage');
    const error = await failure(client.uploadProfilePicture(new Blob(['hello'], { type: 'text/plain' })));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Please select an image file (JPEG, PNG)');
  });

  it('uploads a project image, saves it in a project with its alt text, and refuses one that is not an image', async () => {
    const { client } = await signedIn('projectimage');
    const progress: number[] = [];
    const image = await client.uploadProjectImage(new Blob([solidPng(600)], { type: 'image/png' }), (p) => progress.push(p));
    expect(image).toMatchObject({ width: 600, height: 600 });
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 600]);
    expect(image.src).toMatch(/\/media\/[\w-]+\.webp$/);
    expect(progress.at(-1)).toBe(100);
    const saved = await client.createProjects({ projects: [{ ...project, year: '2024', images: [{ ...image, alt: 'The home page' }] }] });
    expect(saved?.projects[0]).toMatchObject({ year: '2024', images: [{ ...image, alt: 'The home page' }] });
    const error = await failure(client.uploadProjectImage(new Blob(['hello'], { type: 'image/png' })));
    expect(error.status).toBe(415);
  });

  it('reads and saves the sections, each field sent replacing its stored value', async () => {
    const { client } = await signedIn('sections');
    await expect(client.getSections()).resolves.toMatchObject({ showEmail: true, awards: [], customSections: [] });
    const talks = { id: 'talks', title: 'Talks', entries: [{ title: 'Offline first' }] };
    const saved = await client.updateSections({ showEmail: false, customSections: [talks], sectionOrder: ['custom:talks'] });
    expect(saved).toMatchObject({ showEmail: false, customSections: [{ id: 'talks', title: 'Talks', entries: [{ title: 'Offline first', url: '' }] }] });
    await expect(client.updateSections({ links: [{ url: 'https://dribbble.com/ada', label: '' }] })).resolves.toMatchObject({
      showEmail: false,
      sectionOrder: ['custom:talks'],
      links: [{ url: 'https://dribbble.com/ada', label: '' }],
    });
    const error = await failure(client.updateSections({ links: [{ url: 'javascript:alert(1)', label: '' }] }));
    expect(error.status).toBe(400);
    // The portfolio API's spec message; the server's own sentence is in `error.body`.
    expect(error.body).toEqual({ message: 'A link must be a full link starting with https://' });
  });
});
