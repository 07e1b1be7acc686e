// @vitest-environment node
import { blankProject, portfolioDraftStorageKey, portfolioModeStorageKey } from '@showfolio/portfolio-schema';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, createPortfolioStore, networkErrorMessage } from '../src';
import type { DraftStorage, FetchLike } from '../src';
import { solidPng } from './png';
import { apiOrigin, signedIn } from './server';

/** Web Storage semantics over a Map, standing in for localStorage outside a browser. */
const memoryStorage = (): DraftStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
};

/** A signed-in user's client that records the method and path of every call it makes. */
async function recordingUser(tag: string, fail?: (method: string, path: string) => boolean) {
  const user = await signedIn(tag);
  const calls: string[] = [];
  const recording: FetchLike = (url, init) => {
    const entry = `${init?.method ?? 'GET'} ${new URL(url).pathname.replace(/^\/api/, '')}`;
    calls.push(entry);
    const [method = '', path = ''] = entry.split(' ');
    if (fail?.(method, path)) return Promise.reject(new TypeError('fetch failed'));
    return fetch(url, init);
  };
  const client = createApiClient({ baseUrl: apiOrigin(), getToken: user.tokens.get, fetch: recording });
  return { ...user, client, calls, storage: memoryStorage() };
}

const details = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com' };
const project = {
  ...blankProject(),
  projectName: 'Engine notes',
  description: 'Notes on the engine',
  githubUrl: 'https://github.com/ada/notes',
  deployedUrl: '',
  techStack: ['Math'],
};

describe('portfolio store: data load on login', () => {
  it('starts a new user in create mode with an empty draft carrying the token subject', async () => {
    const { client, storage } = await recordingUser('fresh');
    const store = createPortfolioStore({ client, storage });
    const state = await store.load();
    expect(state).toMatchObject({ mode: 'create', loading: false, sectionErrors: {}, portfolioId: '' });
    expect(state.draft.userId).toBe(client.getUserId());
    expect(storage.data.get(portfolioModeStorageKey)).toBe('create');
  });

  it('uses the first portfolio and the last record of the other sections', async () => {
    const { client, storage } = await recordingUser('last');
    await client.createSkills({ tech: ['Old'], soft: [] });
    const newest = await client.createSkills({ tech: ['New'], soft: ['Patience'] });
    const store = createPortfolioStore({ client, storage });
    const { draft, mode } = await store.load();
    expect(mode).toBe('edit');
    expect(draft.skills).toEqual({ id: newest?.id, tech: ['New'], soft: ['Patience'] });
  });

  it('records a section that fails to load and treats it as empty', async () => {
    const { client, storage } = await recordingUser('sectionfail', (method, path) => method === 'GET' && path === '/projects');
    await client.createSkills({ tech: ['Go'], soft: [] });
    const state = await createPortfolioStore({ client, storage }).load();
    expect(state.sectionErrors).toEqual({ projects: networkErrorMessage });
    expect(state.draft.projects).toEqual({ id: '', projects: [] });
    expect(state.draft.skills.tech).toEqual(['Go']);
    expect(state.mode).toBe('edit');
  });
});

describe('portfolio store: save (whole), then edit with change detection', () => {
  it('creates the non-empty sections and the portfolio, then patches only what changed', async () => {
    const { client, calls, storage } = await recordingUser('whole');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({
      userDetails: details,
      bio: 'First programmer.',
      headline: 'Analyst of engines',
      location: 'London',
      documents: { profilePictureUrl: '', resumeUrl: 'https://drive.google.com/file/d/abc/view?usp=sharing' },
      education: [{ degree: 'Mathematics', institution: 'Home', startDate: '1830', endDate: '', description: '' }],
      skills: { id: '', tech: ['Math'], soft: ['Curiosity'] },
      projects: { id: '', projects: [project] },
      socialLinks: { linkedin: '', github: 'https://github.com/ada', twitter: '', instagram: '', facebook: '' },
    });
    calls.length = 0;
    await expect(store.saveWhole()).resolves.toBe(true);
    expect(calls).toEqual(['POST /skills', 'POST /projects', 'POST /user-portfolio', 'PATCH /portfolio-sections']);
    const saved = store.getState();
    expect(saved.portfolioId).not.toBe('');
    expect(saved.draft.skills.id).not.toBe('');
    expect(saved.draft.documents.resumeUrl).toBe('https://drive.google.com/file/d/abc/view?usp=sharing');

    const [portfolio] = await client.listPortfolios();
    expect(portfolio).toMatchObject({ id: saved.portfolioId, bio: 'First programmer.', user: details });
    expect(portfolio?.education).toHaveLength(1);
    await expect(client.listExperiences()).resolves.toEqual([]);

    // A later visit: everything loads back and an untouched step sends nothing.
    const again = createPortfolioStore({ client, storage: memoryStorage() });
    const loaded = await again.load();
    expect(loaded.mode).toBe('edit');
    expect(loaded.draft).toMatchObject({
      bio: 'First programmer.',
      headline: 'Analyst of engines',
      location: 'London',
      userDetails: details,
      portfolioId: saved.portfolioId,
    });
    expect(loaded.draft.projects.projects).toEqual([project]);
    calls.length = 0;
    for (const save of [again.saveUserDetails, again.saveDocuments, again.saveEducation, again.saveSkills, again.saveProjects, again.saveExperiences, again.saveSocialLinks, again.saveSections, again.saveDesign]) {
      await expect(save()).resolves.toMatchObject({ status: 'no-changes' });
    }
    expect(calls).toEqual([]);

    again.updateDraft((d) => ({ ...d, skills: { ...d.skills, tech: ['Math', 'Poetry'] }, bio: 'Poetical scientist.', headline: 'Poet of numbers' }));
    await expect(again.saveSkills()).resolves.toEqual({ status: 'saved', step: 'skills' });
    await expect(again.saveUserDetails()).resolves.toEqual({ status: 'saved', step: 'userDetails' });
    await expect(again.saveSkills()).resolves.toEqual({ status: 'no-changes', step: 'skills' });
    expect(calls).toEqual([`PATCH /skills/${saved.draft.skills.id}`, `PATCH /user-portfolio/${saved.portfolioId}`]);
    await expect(client.listSkills()).resolves.toMatchObject([{ tech: ['Math', 'Poetry'] }]);
    await expect(client.listPortfolios()).resolves.toMatchObject([{ bio: 'Poetical scientist.', headline: 'Poet of numbers', location: 'London' }]);

    calls.length = 0;
    await expect(again.saveWhole()).resolves.toBe(true);
    expect(calls).toEqual([
      `PATCH /skills/${saved.draft.skills.id}`,
      `PATCH /projects/${saved.draft.projects.id}`,
      `PATCH /user-portfolio/${saved.portfolioId}`,
      'PATCH /portfolio-sections',
    ]);
  });

  it('saves the headline with the profile and the switches, links and sections with their own part, and loads them back', async () => {
    const { client, calls, storage } = await recordingUser('sections');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ userDetails: details, headline: 'Product designer at Ada Studio', location: 'Lisbon, Portugal' });
    await expect(store.saveUserDetails()).resolves.toEqual({ status: 'saved', step: 'userDetails' });
    const sections = {
      ...store.getState().draft.sections,
      languages: [{ language: 'Portuguese', fluency: 'Native speaker' }],
      customSections: [{ id: 'talks-1', title: 'Talks', entries: [{ title: 'Designing for trust', subtitle: '', startDate: '', endDate: '', description: '', url: '' }] }],
      sectionOrder: ['custom:talks-1', 'projects'],
      hiddenSections: ['education'],
    };
    store.updateDraft({ showEmail: false, links: [{ url: 'https://dribbble.com/ada', label: '' }], sections });
    calls.length = 0;
    await expect(store.saveSections()).resolves.toEqual({ status: 'saved', step: 'sections' });
    expect(calls).toEqual(['PATCH /portfolio-sections']);

    const loaded = (await createPortfolioStore({ client, storage: memoryStorage() }).load()).draft;
    expect(loaded).toMatchObject({ headline: 'Product designer at Ada Studio', location: 'Lisbon, Portugal', showEmail: false, showPhone: true });
    expect(loaded.links).toEqual([{ url: 'https://dribbble.com/ada', label: '' }]);
    expect(loaded.sections).toEqual(sections);
  });

  it('saves the Design panel’s choices as their own part (PUT /portfolio-design) and loads them back', async () => {
    const { client, calls, storage } = await recordingUser('design');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ userDetails: details });
    await store.saveUserDetails();
    store.updateDraft({ design: { accent: '#B45309', font: 'serif', scheme: 'dark', language: 'ar' } });
    calls.length = 0;
    await expect(store.saveDesign()).resolves.toEqual({ status: 'saved', step: 'design' });
    expect(calls).toEqual(['PUT /portfolio-design']);
    // The server keeps the canonical (lower-case) accent; the next visit loads it.
    await expect(client.getDesign()).resolves.toMatchObject({ design: { accent: '#b45309', font: 'serif', scheme: 'dark', language: 'ar' } });
    const later = createPortfolioStore({ client, storage: memoryStorage() });
    const loaded = (await later.load()).draft;
    expect(loaded.design).toEqual({ accent: '#b45309', font: 'serif', scheme: 'dark', language: 'ar' });
    calls.length = 0;
    await expect(later.saveDesign()).resolves.toEqual({ status: 'no-changes', step: 'design' });
    expect(calls).toEqual([]);

    // Back to the template's own look: every choice left out.
    store.updateDraft({ design: {} });
    await expect(store.saveDesign()).resolves.toEqual({ status: 'saved', step: 'design' });
    await expect(client.getDesign()).resolves.toMatchObject({ design: {} });
  });

  it('uploads a project image and answers its renditions, for the wizard to add the alt text', async () => {
    const { client, storage } = await recordingUser('projectimage');
    const store = createPortfolioStore({ client, storage });
    const image = await store.uploadProjectImage(new Blob([solidPng(640)], { type: 'image/png' }));
    expect(image).toMatchObject({ width: 640, height: 640 });
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 640]);
    expect(image).not.toHaveProperty('alt');
  });

  it('returns false when the whole save fails, and logs why', async () => {
    const { client, storage } = await recordingUser('wholefail');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ userDetails: details, bio: 'x'.repeat(20_000) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.saveWhole()).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Failed to save portfolio', expect.objectContaining({ message: 'API request failed: 400' }));
    log.mockRestore();
    await expect(client.listPortfolios()).resolves.toEqual([]);
  });
});

describe('portfolio store: step saves in create mode', () => {
  it('creates the portfolio on the first step, keeps its id and patches it afterwards', async () => {
    const { client, calls, storage } = await recordingUser('steps');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ userDetails: details, bio: 'Hello.' });
    calls.length = 0;
    await expect(store.saveUserDetails()).resolves.toEqual({ status: 'saved', step: 'userDetails' });
    const { portfolioId } = store.getState();
    expect(portfolioId).not.toBe('');
    store.updateDraft((d) => ({ ...d, documents: { ...d.documents, resumeUrl: 'https://example.com/cv.pdf' } }));
    await store.saveDocuments();
    await expect(store.saveProjects()).resolves.toEqual({ status: 'no-changes', step: 'projects' });
    store.updateDraft((d) => ({ ...d, projects: { ...d.projects, projects: [project] } }));
    await store.saveProjects();
    await store.saveProjects();
    const projectsId = store.getState().draft.projects.id;
    expect(calls).toEqual([
      'POST /user-portfolio',
      `PATCH /user-portfolio/${portfolioId}`,
      'POST /projects',
      `PATCH /projects/${projectsId}`,
    ]);
    await expect(client.listPortfolios()).resolves.toMatchObject([{ resumeUrl: 'https://example.com/cv.pdf', bio: 'Hello.' }]);
  });

  it('rejects a failed step save with the API error and keeps the draft', async () => {
    const { client, storage, tokens } = await recordingUser('stepfail');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ skills: { id: '', tech: ['Go'], soft: [] } });
    tokens.remove();
    await expect(store.saveSkills()).rejects.toThrow('Authentication token not found');
    expect(store.getState().draft.skills.tech).toEqual(['Go']);
  });

  it('uploads the profile picture into the draft documents, mirrored to the top level in storage', async () => {
    const { client, storage } = await recordingUser('picture');
    const store = createPortfolioStore({ client, storage });
    const progress: number[] = [];
    const url = await store.uploadProfilePicture(new Blob([solidPng()], { type: 'image/png' }), (p) => progress.push(p));
    expect(store.getState().draft.documents.profilePictureUrl).toBe(url);
    const stored = JSON.parse(storage.data.get(portfolioDraftStorageKey) ?? '{}');
    expect(stored.documents.profilePictureUrl).toBe(url);
    expect(stored.profilePictureUrl).toBe(url);
    expect(progress.at(-1)).toBe(100);
  });
});

/** A user whose portfolio (details, `bio` and a skill) is stored, with the store that saved it. */
async function savedPortfolio(tag: string, bio: string) {
  const user = await recordingUser(tag);
  const store = createPortfolioStore({ client: user.client, storage: user.storage });
  await store.load();
  store.updateDraft({ userDetails: details, bio, skills: { id: '', tech: ['Go'], soft: [] } });
  expect(await store.saveWhole()).toBe(true);
  return { ...user, store };
}

describe('portfolio store: browser storage', () => {
  it('mirrors the draft under "portfolio-draft", restores it, and reset clears draft and mode', async () => {
    const { client, storage } = await recordingUser('storage');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ bio: 'Unsaved words.' });
    expect(JSON.parse(storage.data.get(portfolioDraftStorageKey) ?? '{}')).toMatchObject({ bio: 'Unsaved words.' });

    const restored = createPortfolioStore({ client, storage });
    expect(restored.getState().draft.bio).toBe('Unsaved words.');
    await restored.load();
    expect(restored.getState().draft.bio).toBe('Unsaved words.');

    restored.reset();
    expect(restored.getState()).toMatchObject({ mode: 'create', portfolioId: '', draft: { bio: '' } });
    expect(storage.data.has(portfolioDraftStorageKey)).toBe(false);
    expect(storage.data.has(portfolioModeStorageKey)).toBe(false);
  });

  it("drops a stored draft that belongs to another account", async () => {
    const first = await recordingUser('owner');
    const store = createPortfolioStore({ client: first.client, storage: first.storage });
    await store.load();
    store.updateDraft({ bio: 'Private notes.' });

    const second = await recordingUser('next');
    const next = createPortfolioStore({ client: second.client, storage: first.storage });
    const { draft } = await next.load();
    expect(draft.bio).toBe('');
    expect(draft.userId).toBe(second.client.getUserId());
  });

  it('keeps every unsaved edit made after the server copy over it on reload, and says so', async () => {
    const { client, storage } = await recordingUser('restore');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({
      userDetails: details,
      bio: 'Saved bio.',
      education: [{ degree: 'BSc', institution: 'Uni', startDate: '', endDate: '', description: '' }],
      skills: { id: '', tech: ['Go'], soft: [] },
    });
    expect(await store.saveWhole()).toBe(true);
    expect(store.hasUnsavedChanges()).toBe(false);

    // Edited after the save, never saved: bio, education and a skill.
    await new Promise((resolve) => setTimeout(resolve, 5));
    store.updateDraft({ bio: 'Unsaved bio.' });
    store.updateDraft({ education: [{ degree: 'MSc', institution: 'ETH', startDate: '', endDate: '', description: '' }] });
    store.updateDraft({ skills: { ...store.getState().draft.skills, tech: ['Go', 'Rust'] } });
    expect(store.hasUnsavedChanges()).toBe(true);

    const reloaded = createPortfolioStore({ client, storage });
    const state = await reloaded.load();
    expect(state.draft.bio).toBe('Unsaved bio.');
    expect(state.draft.education[0]?.degree).toBe('MSc');
    expect(state.draft.skills.tech).toEqual(['Go', 'Rust']);
    expect(state.draft.userDetails).toEqual(details);
    expect(state.restoredParts).toEqual(['userDetails', 'education', 'skills']);
    expect(reloaded.hasUnsavedChanges()).toBe(true);

    // The restored edits still count as changes: Next saves them.
    expect(await reloaded.saveUserDetails()).toEqual({ status: 'saved', step: 'userDetails' });
    expect((await client.listPortfolios())[0]?.bio).toBe('Unsaved bio.');
  });

  it('lets the server copy win when it was written after the local edit', async () => {
    const { client, storage, store } = await savedPortfolio('servernewer', 'First.');
    store.updateDraft({ bio: 'Typed here, then changed elsewhere.' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Another device saves afterwards.
    await client.updatePortfolio(store.getState().portfolioId, { bio: 'Saved elsewhere.' });

    const reloaded = createPortfolioStore({ client, storage });
    const state = await reloaded.load();
    expect(state.draft.bio).toBe('Saved elsewhere.');
    expect(state.restoredParts).toEqual([]);
    expect(reloaded.hasUnsavedChanges()).toBe(false);
  });

  it('Undo puts the server copy back into the restored parts', async () => {
    const { client, storage, store } = await savedPortfolio('undo', 'Server bio.');
    await new Promise((resolve) => setTimeout(resolve, 5));
    store.updateDraft({ bio: 'Draft bio.' });

    const reloaded = createPortfolioStore({ client, storage });
    await reloaded.load();
    expect(reloaded.getState().draft.bio).toBe('Draft bio.');
    reloaded.undoRestore();
    expect(reloaded.getState()).toMatchObject({ restoredParts: [], draft: { bio: 'Server bio.' } });
    expect(reloaded.hasUnsavedChanges()).toBe(false);

    // Undone for good: the next load shows the server copy without a notice.
    const again = await createPortfolioStore({ client, storage }).load();
    expect(again).toMatchObject({ restoredParts: [], draft: { bio: 'Server bio.' } });
  });

  it('does not count a prefill the user did not make as unsaved work', async () => {
    const { client, storage } = await recordingUser('prefill');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ userDetails: details }, { userEdit: false });
    expect(store.hasUnsavedChanges()).toBe(false);
    const reloaded = await createPortfolioStore({ client, storage }).load();
    expect(reloaded.draft.userDetails).toEqual(details);
    expect(reloaded.restoredParts).toEqual([]);
  });

  it('keeps what an entry form holds over a reload, even when the server copy of its list wins', async () => {
    const { client, storage } = await recordingUser('entryform');
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ projects: { id: '', projects: [project] } });
    await store.saveProjects();
    store.updateDraft({ entryForms: { projects: { entry: { projectName: 'Half typed', startDate: '2023-1' }, editing: null } } });
    expect(store.hasUnsavedChanges()).toBe(false);

    const reloaded = createPortfolioStore({ client, storage });
    const state = await reloaded.load();
    expect(state.draft.projects.projects).toEqual([project]);
    expect(state.draft.entryForms.projects).toEqual({ entry: { projectName: 'Half typed', startDate: '2023-1' }, editing: null });
    expect(state.restoredParts).toEqual([]);
  });

  it('ignores a stored draft that is not valid', () => {
    const storage = memoryStorage();
    storage.setItem(portfolioDraftStorageKey, '{"bio": 42');
    const store = createPortfolioStore({ client: createApiClient({ baseUrl: apiOrigin(), getToken: () => undefined }), storage });
    expect(store.getState().draft.bio).toBe('');
  });
});

describe('portfolio store: reordering entries', () => {
  const projectNamed = (projectName: string) => ({ ...project, projectName });
  const school = (degree: string) => ({ degree, institution: 'Uni', startDate: '', endDate: '', description: '' });
  const job = (companyName: string) => ({
    companyName,
    jobRole: 'Engineer',
    description: '',
    startDate: '',
    endDate: '',
    technologyUsed: [],
  });

  /** A user whose portfolio holds three of everything, saved, with the store that saved it. */
  async function savedLists(tag: string) {
    const user = await recordingUser(tag);
    const store = createPortfolioStore({ client: user.client, storage: user.storage });
    await store.load();
    store.updateDraft({
      userDetails: details,
      education: [school('BSc'), school('MSc'), school('PhD')],
      skills: { id: '', tech: ['Go', 'Rust', 'SQL'], soft: ['Patience', 'Humour', 'Tact'] },
      projects: { id: '', projects: [projectNamed('Alpha'), projectNamed('Beta'), projectNamed('Gamma')] },
      experiences: { id: '', experiences: [job('Acme'), job('Globex'), job('Initech')] },
    });
    expect(await store.saveWhole()).toBe(true);
    // The server's updatedAt must be older than the moves for a reload to keep them.
    await new Promise((resolve) => setTimeout(resolve, 5));
    user.calls.length = 0;
    return { ...user, store };
  }

  it('moves an entry in the draft, marks its step changed and saves the new order', async () => {
    const { client, calls, store } = await savedLists('moveprojects');
    const { projects } = store.getState().draft;
    store.moveEntry('projects', 0, 2);
    expect(store.getState().draft.projects.projects.map((entry) => entry.projectName)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(store.hasUnsavedChanges()).toBe(true);
    await expect(store.saveProjects()).resolves.toEqual({ status: 'saved', step: 'projects' });
    expect(calls).toEqual([`PATCH /projects/${projects.id}`]);
    expect(store.hasUnsavedChanges()).toBe(false);
    const [record] = await client.listProjects();
    expect(record?.projects.map((entry) => entry.projectName)).toEqual(['Beta', 'Gamma', 'Alpha']);
    // Moving it back is a change too; nothing else is sent.
    store.moveEntry('projects', 2, 0);
    await expect(store.saveProjects()).resolves.toEqual({ status: 'saved', step: 'projects' });
    await expect(store.saveSkills()).resolves.toEqual({ status: 'no-changes', step: 'skills' });
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([
      `PATCH /projects/${projects.id}`,
      `PATCH /projects/${projects.id}`,
    ]);
  });

  it('saves reordered education, experience and both skill lists with their steps', async () => {
    const { client, calls, store } = await savedLists('moveall');
    store.moveEntry('education', 2, 0);
    store.moveEntry('experiences', 0, 1);
    store.moveEntry('techSkills', 1, 2);
    store.moveEntry('softSkills', 2, 0);
    for (const save of [store.saveUserDetails, store.saveDocuments, store.saveSocialLinks])
      await expect(save()).resolves.toMatchObject({ status: 'no-changes' });
    for (const save of [store.saveEducation, store.saveSkills, store.saveExperiences])
      await expect(save()).resolves.toMatchObject({ status: 'saved' });
    expect(calls).toHaveLength(3);
    const [portfolio] = await client.listPortfolios();
    expect(portfolio?.education.map((entry) => entry.degree)).toEqual(['PhD', 'BSc', 'MSc']);
    const [skills] = await client.listSkills();
    expect(skills).toMatchObject({ tech: ['Go', 'SQL', 'Rust'], soft: ['Tact', 'Patience', 'Humour'] });
    const [experiences] = await client.listExperiences();
    expect(experiences?.experiences.map((entry) => entry.companyName)).toEqual(['Globex', 'Acme', 'Initech']);
  });

  it('keeps an unsaved new order in the local draft over the older server copy on reload', async () => {
    const { client, storage, store } = await savedLists('movereload');
    store.moveEntry('projects', 0, 1);
    store.moveEntry('softSkills', 0, 2);
    const reloaded = createPortfolioStore({ client, storage });
    const state = await reloaded.load();
    expect(state.draft.projects.projects.map((entry) => entry.projectName)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(state.draft.skills.soft).toEqual(['Humour', 'Tact', 'Patience']);
    expect(state.restoredParts).toEqual(['skills', 'projects']);
    await expect(reloaded.saveProjects()).resolves.toMatchObject({ status: 'saved' });
    await expect(client.listProjects()).resolves.toMatchObject([
      { projects: [{ projectName: 'Beta' }, { projectName: 'Alpha' }, { projectName: 'Gamma' }] },
    ]);
  });

  it('ignores a move that changes nothing or points outside the list', async () => {
    const { storage, store } = await savedLists('movenothing');
    const before = store.getState().draft;
    const stored = storage.data.get(portfolioDraftStorageKey);
    let notified = 0;
    store.subscribe(() => notified++);
    store.moveEntry('projects', 1, 1);
    store.moveEntry('education', 0, 3);
    store.moveEntry('techSkills', -1, 0);
    expect(store.getState().draft).toBe(before);
    expect(notified).toBe(0);
    expect(storage.data.get(portfolioDraftStorageKey)).toBe(stored);
    expect(store.hasUnsavedChanges()).toBe(false);
    await expect(store.saveProjects()).resolves.toMatchObject({ status: 'no-changes' });
  });
});

describe('portfolio store: two tabs (issue 34)', () => {
  it("refuses the second tab's save of an older copy with 412, keeps the first tab's, and loads the newer copy", async () => {
    const first = await recordingUser('two-tabs');
    const secondClient = createApiClient({ baseUrl: apiOrigin(), getToken: first.tokens.get });
    await first.client.createPortfolio({ userDetails: details, bio: 'Original' });
    const firstTab = createPortfolioStore({ client: first.client, storage: first.storage });
    const secondTab = createPortfolioStore({ client: secondClient, storage: memoryStorage() });
    await Promise.all([firstTab.load(), secondTab.load()]);

    firstTab.updateDraft({ bio: 'From the first tab' });
    await expect(firstTab.saveUserDetails()).resolves.toEqual({ status: 'saved', step: 'userDetails' });
    secondTab.updateDraft({ bio: 'From the second tab' });
    await expect(secondTab.saveUserDetails()).rejects.toMatchObject({ status: 412 });
    expect((await first.client.listPortfolios())[0]?.bio).toBe('From the first tab');

    await secondTab.loadNewerCopy(['userDetails']);
    expect(secondTab.getState().draft.bio).toBe('From the first tab');
    expect(secondTab.getState().loading).toBe(false);
    // With the newer version in hand, its next edit saves.
    secondTab.updateDraft({ bio: 'Second tab, on the newer copy' });
    await expect(secondTab.saveUserDetails()).resolves.toMatchObject({ status: 'saved' });
    expect((await first.client.listPortfolios())[0]?.bio).toBe('Second tab, on the newer copy');
  });

  it('sends one write at a time, so two parts of one portfolio saved together do not refuse each other', async () => {
    const { client, storage } = await recordingUser('one-at-a-time');
    await client.createPortfolio({ userDetails: details, bio: 'Start' });
    const store = createPortfolioStore({ client, storage });
    await store.load();
    store.updateDraft({ bio: 'Both at once', socialLinks: { ...store.getState().draft.socialLinks, github: 'https://github.com/ada' } });
    await expect(Promise.all([store.saveUserDetails(), store.saveSocialLinks()])).resolves.toHaveLength(2);
    const [stored] = await client.listPortfolios();
    expect(stored).toMatchObject({ bio: 'Both at once', socialLinks: { github: 'https://github.com/ada' } });
  });
});
