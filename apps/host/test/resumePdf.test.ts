import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type CreateHostOptions } from '../src/server';
import { DRAFT_RESUME_PATH, draftResumeMessages } from '../src/server/routes/draftResume';
import { pdfTooSlowMessage } from '../src/server/resumePdf';
import { caller, deployedPortfolio, nodeBindings } from './support';

const APP = 'http://localhost:3000';
const SITE = 'http://grace.showfolio.localhost:3000';

interface HostSettings {
  pdfPerHour?: number;
  /** Résumés made of one portfolio per hour. */
  printsPerHour?: number;
  /** Draft résumés (the editor's Résumé tab) made per account per hour. */
  draftsPerHour?: number;
  pdf?: CreateHostOptions['pdf'];
  /** Start again on this DATA_DIR (its portfolio is published already) instead of a fresh one. */
  dataDir?: string;
}

/** A host on a fresh data directory, with Grace's portfolio published at grace.showfolio.localhost. */
async function startHost(settings: HostSettings = {}) {
  const { pdfPerHour = 60, printsPerHour = 60, draftsPerHour = 60 } = settings;
  const fresh = !settings.dataDir;
  const dataDir = settings.dataDir ?? (await mkdtemp(join(tmpdir(), 'showfolio-pdf-test-')));
  const clientDir = join(dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Showfolio</title>');
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: APP,
    PUBLIC_DOMAIN: 'showfolio.localhost',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'portfolio-pdf-test-secret-portfolio-pdf-test',
  });
  config.rateLimits.pdfIp = { points: pdfPerHour, durationSeconds: 3600 };
  config.rateLimits.pdfPortfolio = { points: printsPerHour, durationSeconds: 3600 };
  config.rateLimits.pdfDraft = { points: draftsPerHour, durationSeconds: 3600 };
  const host = await createHost(config, {
    clientDir,
    renderTemplate: renderPortfolio,
    thumbnailsDir,
    templateCssPath,
    pdf: settings.pdf,
  });
  const on = (origin: string, address?: string) =>
    caller((request, bindings) => host.fetch(request, bindings), origin, address);
  const owner = fresh
    ? await deployedPortfolio(on(APP), {
        dataDir,
        subdomain: 'grace',
        bio: 'Wrote the first compiler.',
        firstName: 'Grace',
        templateIdentifier: 'modern-portfolio-v1',
      })
    : null;
  return {
    host,
    on,
    dataDir,
    owner,
    /** Stops the host; `keepData` leaves DATA_DIR for a restart. */
    async stop(keepData = false) {
      await host.pdfs.close();
      await host.server.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What poppler reads in a PDF: its text, its facts and its fonts. */
async function readPdf(response: Response) {
  const dir = await mkdtemp(join(tmpdir(), 'showfolio-pdf-'));
  const file = join(dir, 'resume.pdf');
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  try {
    return {
      text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
      info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
      fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Downloads per address per hour in the suite below (the suite's own downloads stay under it). */
const PER_ADDRESS = 12;

describe('the published portfolio’s résumé PDF (issue 33)', () => {
  let running: Awaited<ReturnType<typeof startHost>>;
  beforeAll(async () => {
    running = await startHost({ pdfPerHour: PER_ADDRESS });
  }, 120_000);
  afterAll(() => running?.stop());

  it('links "Download PDF" in the page\'s own contact links, on both of its addresses', async () => {
    // An ordinary link of the template (issue 32), not a button floating over the page.
    const link = new RegExp(`<a href="${SITE}/resume\\.pdf" download="" class="[^"]+">(<svg.*?</svg>)?Download PDF</a>`);
    const page = await (await running.on(SITE)('/')).text();
    expect(page).toMatch(link);
    expect(page).not.toContain('position:fixed');
    expect(await (await running.on(APP)('/portfolio/grace')).text()).toMatch(link);
    expect(running.host.clientConfig.portfolioPdfFile).toBe('resume.pdf');
  });

  it('leaves the link off the page once the owner turns it off, and serves the PDF still', async () => {
    const call = running.on(APP);
    const off = await call('/api/portfolio-sections', { method: 'PATCH', token: running.owner!.token, json: { showPdfLink: false } });
    expect(off.status).toBe(200);
    try {
      expect(await (await running.on(SITE)('/')).text()).not.toContain('Download PDF');
      expect((await running.on(SITE)('/resume.pdf')).status).toBe(200);
    } finally {
      await call('/api/portfolio-sections', { method: 'PATCH', token: running.owner!.token, json: { showPdfLink: true } });
    }
    expect(await (await running.on(SITE)('/')).text()).toContain('Download PDF');
  }, 60_000);

  it('answers /resume.pdf with the Classic résumé on A4, typeset from the data, fonts embedded', async () => {
    const response = await running.on(SITE)('/resume.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="grace-resume.pdf"');
    const { text, info, fonts } = await readPdf(response);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Title:\s+Grace Lovelace – Résumé$/m);
    expect(info).toMatch(/^Producer:\s+Showfolio$/m);
    expect(text).toContain('Grace Lovelace');
    expect(text).toContain('Wrote the first compiler.');
    expect(text).not.toContain('Download PDF');
    // Classic is set in Source Serif 4, embedded as a subset.
    expect(fonts).toMatch(/^[A-Z]{6}\+SourceSerif4-\S+ .* yes yes yes /m);
  }, 60_000);

  it('takes ?design= and ?paper=: Compact on US Letter is another document', async () => {
    const classic = await running.on(SITE)('/resume.pdf');
    const compact = await running.on(SITE)('/resume.pdf?design=compact&paper=letter');
    expect(compact.status).toBe(200);
    expect(compact.headers.get('etag')).not.toBe(classic.headers.get('etag'));
    const { info, fonts } = await readPdf(compact);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(fonts).toMatch(/Inter/);
    expect(fonts).not.toMatch(/SourceSerif4/);
  }, 60_000);

  it('gives the design and paper the owner chose on the dashboard when the link names none', async () => {
    const chosen = await running.on(APP)('/api/templates/resume-settings', {
      method: 'PUT',
      token: running.owner!.token,
      json: { design: 'modern', paper: 'letter' },
    });
    expect(chosen.status).toBe(200);
    try {
      const { info, fonts } = await readPdf(await running.on(SITE)('/resume.pdf'));
      expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
      expect(fonts).toMatch(/Inter/);
      // The link's own choice wins.
      expect((await readPdf(await running.on(SITE)('/resume.pdf?design=classic&paper=a4'))).info).toMatch(/\(A4\)$/m);
    } finally {
      await running.on(APP)('/api/templates/resume-settings', {
        method: 'PUT',
        token: running.owner!.token,
        json: { design: 'classic', paper: 'a4' },
      });
    }
  }, 60_000);

  it("follows the owner's page language and accent from the Design panel (issue 32)", async () => {
    const setDesign = (design: Record<string, string>) =>
      running.on(APP)('/api/portfolio-design', { method: 'PUT', token: running.owner!.token, json: design });
    // An address of its own: the suite's other downloads stay under the per-address limit.
    const download = () => running.on(SITE, '203.0.113.21')('/resume.pdf');
    expect((await setDesign({ language: 'es', accent: '#b91c1c' })).status).toBe(200);
    try {
      const response = await download();
      const bytes = Buffer.from(await response.clone().arrayBuffer()).toString('latin1');
      expect(bytes).toContain('/Lang (es)');
      const { text, info } = await readPdf(response);
      expect(text).toMatch(/PERFIL/);
      expect(text).not.toMatch(/PROFILE/);
      expect(info).toMatch(/^Title:\s+Grace Lovelace – Résumé$/m);
    } finally {
      expect((await setDesign({})).status).toBe(200);
    }
    expect((await readPdf(await download())).text).toMatch(/PROFILE/);
  }, 60_000);

  it("answers the portfolio host's 404 page in the page language, right to left in Arabic (issue 32)", async () => {
    const setDesign = (design: Record<string, string>) =>
      running.on(APP)('/api/portfolio-design', { method: 'PUT', token: running.owner!.token, json: design });
    const missing = async () => {
      const response = await running.on(SITE)('/no-such-page');
      expect(response.status).toBe(404);
      return response.text();
    };
    const english = await missing();
    expect(english).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(english).toContain('<h1>404 - Page Not Found</h1>');
    expect(english).toContain('There is no page at <code dir="ltr">/no-such-page</code> on this portfolio.');
    expect((await setDesign({ language: 'ar' })).status).toBe(200);
    try {
      const arabic = await missing();
      expect(arabic).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
      expect(arabic).toContain('<h1>404 - الصفحة غير موجودة</h1>');
      expect(arabic).toContain('لا توجد صفحة على <code dir="ltr">/no-such-page</code> في ملف الأعمال هذا.');
      expect(arabic).toContain('<a href="/">الانتقال إلى ملف الأعمال</a>');
      expect(arabic).not.toMatch(/Page Not Found|Go to the portfolio/);
      expect((await setDesign({ language: 'de' })).status).toBe(200);
      expect(await missing()).toContain('Unter <code dir="ltr">/no-such-page</code> gibt es in diesem Portfolio keine Seite.');
    } finally {
      expect((await setDesign({})).status).toBe(200);
    }
    expect(await missing()).toContain('<a href="/">Go to the portfolio</a>');
  }, 60_000);

  it('answers 400 with a clear message for a design or paper it does not know', async () => {
    const from = running.on(SITE, '203.0.113.40');
    const design = await from('/resume.pdf?design=fancy');
    expect(design.status).toBe(400);
    expect(await design.text()).toBe('Unknown design "fancy": use classic, modern or compact.\n');
    const paper = await from('/resume.pdf?paper=a3');
    expect(paper.status).toBe(400);
    expect(await paper.text()).toBe('Unknown paper "a3": use a4 or letter.\n');
  });

  it('serves the same PDF at /portfolio/{sub}/resume.pdf, revalidated by its ETag', async () => {
    const first = await running.on(SITE)('/resume.pdf');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"pdf-[0-9a-f]{40}"$/);
    const byPath = await running.on(APP)('/portfolio/grace/resume.pdf');
    expect(byPath.status).toBe(200);
    expect(byPath.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await byPath.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    const again = await running.on(SITE)('/resume.pdf', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  }, 60_000);

  it('answers 404 with a message where nothing is deployed', async () => {
    const response = await running.on('http://nobody.showfolio.localhost:3000', '203.0.113.9')('/resume.pdf');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/not found/i);
  });

  it('limits downloads per address with 429 and Retry-After, other addresses unaffected', async () => {
    const from = running.on(SITE, '203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) statuses.push((await from('/resume.pdf')).status);
    expect(statuses).toEqual([...Array.from({ length: PER_ADDRESS }, () => 200), 429]);
    const refused = await from('/resume.pdf');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/^Too many attempts/);
    expect((await running.on(SITE, '203.0.113.8')('/resume.pdf')).status).toBe(200);
  }, 60_000);
});

describe('no browser in production (issue 33 item 5)', () => {
  it('keeps playwright-core out of the host’s runtime dependencies (it is for tests only)', async () => {
    const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('playwright-core');
    expect(Object.keys(manifest.devDependencies)).toContain('playwright-core');
  });
});

/** Twelve long projects: several pages in every design. */
const longProjects = Array.from({ length: 12 }, (_, i) => ({
  projectName: `Analytical Engine, part ${i + 1}`,
  description: `${'The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves. '.repeat(20)}`.slice(0, 2000),
  githubUrl: '',
  deployedUrl: '',
  techStack: ['Punched cards'],
}));

describe('the résumé’s bounds (issue 33 item 4)', () => {
  it('refuses a résumé longer than maxPages with 422 and "Your résumé is longer than … pages", keeping nothing', async () => {
    const running = await startHost({ pdf: { maxPages: 2 } });
    try {
      const saved = await running.on(APP)('/api/projects', { method: 'POST', token: running.owner!.token, json: { projects: longProjects } });
      expect(saved.status).toBeLessThan(300);
      const response = await running.on(SITE)('/resume.pdf');
      expect(response.status).toBe(422);
      expect(await response.text()).toBe('Your résumé is longer than 2 pages; hide some sections in the PDF.\n');
      expect(await readdir(join(running.dataDir, 'cache', 'pdf')).catch(() => [])).toEqual([]);
      // Found too long once: asked again, the answer is the same.
      expect((await running.on(SITE)('/resume.pdf')).status).toBe(422);
    } finally {
      await running.stop();
    }
  }, 120_000);

  it('abandons a résumé past its time limit and answers 503 with Retry-After and a clear message', async () => {
    const running = await startHost({ pdf: { timeoutMs: 1 } });
    try {
      const response = await running.on(SITE)('/resume.pdf');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.text()).toBe(`${pdfTooSlowMessage}\n`);
    } finally {
      await running.stop();
    }
  }, 120_000);

  // issue 33 item 4: failed before: the time limit counted the wait for the worker too, so in the
  // bench 13 of 20 concurrent downloads answered 503.
  it('counts the time limit from when a worker takes a résumé up, not while it waits its turn', async () => {
    const running = await startHost({ pdf: { timeoutMs: 5_000 } });
    try {
      const asks = ['classic', 'modern', 'compact'].flatMap((design) =>
        ['a4', 'letter'].map((paper) => running.on(SITE)(`/resume.pdf?design=${design}&paper=${paper}`)),
      );
      const statuses = (await Promise.all(asks)).map((response) => response.status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await readdir(join(running.dataDir, 'cache', 'pdf'))).toHaveLength(6);
    } finally {
      await running.stop();
    }
  }, 120_000);

  it('keeps the PDF on disk keyed by portfolio data, design and paper: after a restart it is served without rendering', async () => {
    const first = await startHost();
    const made = await first.on(SITE)('/resume.pdf?design=modern');
    expect(made.status).toBe(200);
    const bytes = Buffer.from(await made.arrayBuffer());
    const cached = await readdir(join(first.dataDir, 'cache', 'pdf'));
    expect(cached).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.pdf$/)]);
    await first.stop(true);
    // Any render now would run out of time: a 200 can only come from the disk.
    const again = await startHost({ dataDir: first.dataDir, pdf: { timeoutMs: 1 } });
    try {
      const served = await again.on(SITE)('/resume.pdf?design=modern');
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      // Another design is another document: it must be made, and cannot be in 1 ms.
      expect((await again.on(SITE)('/resume.pdf?design=compact')).status).toBe(503);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('makes the résumé again once the portfolio changes', async () => {
    const running = await startHost();
    try {
      const before = await running.on(SITE)('/resume.pdf');
      const edited = await running.on(APP)(`/api/user-portfolio/${running.owner!.portfolioId}`, {
        method: 'PATCH',
        token: running.owner!.token,
        json: { bio: 'Wrote the first compiler, and then **another**.' },
      });
      expect(edited.status).toBeLessThan(300);
      const after = await running.on(SITE)('/resume.pdf');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect((await readPdf(after)).text).toContain('Wrote the first compiler, and then another.');
    } finally {
      await running.stop();
    }
  }, 120_000);

  it('limits renders per portfolio, whoever asks', async () => {
    const running = await startHost({ printsPerHour: 1 });
    try {
      expect((await running.on(SITE, '203.0.113.21')('/resume.pdf')).status).toBe(200);
      const edited = await running.on(APP)(`/api/user-portfolio/${running.owner!.portfolioId}`, {
        method: 'PATCH',
        token: running.owner!.token,
        json: { bio: 'Wrote the first compiler, and then another.' },
      });
      expect(edited.status).toBeLessThan(300);
      const refused = await running.on(SITE, '203.0.113.22')('/resume.pdf');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.text()).toMatch(/^Too many attempts/);
    } finally {
      await running.stop();
    }
  }, 120_000);
});

describe("the editor's Résumé tab: the unsaved draft as a PDF (issue 33, item 6)", () => {
  const draft = { firstName: 'Grace', lastName: 'Hopper', headline: 'Rear admiral', bio: 'An unsaved line about **COBOL**.' };
  let running: Awaited<ReturnType<typeof startHost>>;
  beforeAll(async () => {
    running = await startHost({ draftsPerHour: 2 });
  }, 120_000);
  afterAll(() => running?.stop());
  const post = (body: unknown, { token = running.owner!.token, query = '', type = 'application/json' } = {}) =>
    running.host.fetch(
      new Request(`${APP}${DRAFT_RESUME_PATH}${query}`, {
        method: 'POST',
        headers: { 'Content-Type': type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      nodeBindings('203.0.113.40'),
    );

  it('typesets the draft as sent, not what is saved, inline and never cached', async () => {
    const response = await post(draft, { query: '?design=compact&paper=letter' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="resume-draft.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { text, info } = await readPdf(response);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('An unsaved line about COBOL.');
    expect(text).not.toContain('Wrote the first compiler.');
    expect(info).toMatch(/\(letter\)$/m);
  }, 60_000);

  it('answers only a signed-in account', async () => {
    const response = await post(draft, { token: '' });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe(`${draftResumeMessages.signIn}\n`);
    const forged = await post(draft, { token: 'not-a-session' });
    expect(forged.status).toBe(401);
  });

  it('refuses what is not a draft with a 4xx and a message', async () => {
    const cases: [Response, number, RegExp][] = [
      [await post(draft, { type: 'text/plain' }), 415, /JSON/],
      [await post('{"firstName":', {}), 400, /not valid JSON/],
      [await post({ firstName: 42 }), 400, /^firstName: /],
      [await post('x'.repeat(1024 * 1024 + 10)), 413, /too large/],
      [await post(draft, { query: '?design=poster' }), 400, /design/],
      [await post(draft, { query: '?paper=a3' }), 400, /paper/],
    ];
    for (const [response, status, message] of cases) {
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(message);
    }
  });

  it('bounds the renders one account can ask for; a draft already made is served again', async () => {
    // The first test made one; this is the second and last of the hour.
    expect((await post({ ...draft, bio: 'Second draft.' })).status).toBe(200);
    expect((await post({ ...draft, bio: 'Second draft.' })).status).toBe(200);
    const refused = await post({ ...draft, bio: 'Third draft.' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  }, 60_000);
});
