import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { createApiClient, createPortfolioStore, type FetchLike, type PortfolioStore } from '@showfolio/api-client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import type { WizardController } from '../controller';
import { ProfileWizard } from './ProfileWizard';

interface PageWindow {
  XMLHttpRequest: typeof XMLHttpRequest;
  FormData: typeof FormData;
  Blob: typeof Blob;
  File: typeof File;
  close(): void;
}
/** vitest's JSDOM instance; its class opens a second page on the server's origin. */
declare const jsdom: { constructor: new (html: string, options: { url: string }) => { window: PageWindow } };
let page: PageWindow | undefined;

// The host passes its portfolio store straight in: this line fails to compile if they drift apart.
const asController = (store: PortfolioStore): WizardController => store;

const serverPackage = join(dirname(fileURLToPath(import.meta.url)), '../../../../server');
let server: ChildProcess | undefined;
let port = 0;
let dataDir: string;

/**
 * The real server in its own Node process (as in production): jsdom replaces globals such as
 * Uint8Array in this one, which the server's crypto rejects. It listens on a random port.
 */
beforeAll(async () => {
  // jsdom has no object URLs; the wizard only uses one for the local preview.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  dataDir = await mkdtemp(join(tmpdir(), 'showfolio-ui-wizard-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverPackage,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'ui-wizard-test-secret-ui-wizard-test-secret',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  port = await new Promise<number>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // In production the SPA and the API share one origin, and jsdom's XMLHttpRequest (the picture
  // upload) enforces CORS like a browser: requests go out from a page on the server's origin.
  page = new jsdom.constructor('<!doctype html>', { url: `http://127.0.0.1:${port}/profile` }).window;
  for (const name of ['XMLHttpRequest', 'FormData', 'Blob', 'File'] as const) vi.stubGlobal(name, page[name]);
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  page?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A real 16×16 PNG, so the server's image processing has something genuine to decode. */
function pngBytes(): ArrayBuffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) for (let x = 0; x < size; x += 1) rows.set([79, 70, 229], y * (1 + size * 3) + 1 + x * 3);
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png).buffer;
}

const origin = () => `http://127.0.0.1:${port}`;

async function signUpAndIn() {
  const id = Math.random().toString(36).slice(2, 8);
  const account = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${id}@example.com`,
    username: `ada-${id}`,
    mobileCode: '+44',
    mobileNumber: '7700900123',
    password: 'Analytical1!',
    confirmPassword: 'Analytical1!',
    isTermsofServiceAccepted: true as const,
    isPrivacyPolicyAcceped: true as const,
  };
  const client = createApiClient({ baseUrl: origin() });
  await client.signup(account);
  const { access_token } = await client.signin({ email: account.email, password: account.password });
  return { account, token: access_token };
}

/** The client the host builds, recording every call so the test can tell which saves were sent. */
function recordingClient(token: string, calls: string[], { viaFetch }: { viaFetch: boolean }) {
  const recording: FetchLike = (url, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(url).pathname.replace(/^\/api/, '')}`);
    return fetch(url, init);
  };
  return createApiClient({ baseUrl: origin(), getToken: () => token, ...(viaFetch ? { fetch: recording } : {}) });
}

function renderWizard(store: PortfolioStore, firstName: string) {
  return render(
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <ProfileWizard controller={asController(store)} user={{ firstName, lastName: 'Lovelace' }} random={() => 0} />
      </ToastProvider>
    </MemoryNavigationProvider>,
  );
}

const heading = (name: RegExp) => screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });

describe('profile wizard against the real server', () => {
  it('creates a portfolio, then skips saving unchanged steps in edit mode, then saves a change', async () => {
    const user = userEvent.setup({ delay: null });
    const { account, token } = await signUpAndIn();

    // Create mode: the real XMLHttpRequest upload, every save a real request.
    const createStore = createPortfolioStore({ client: recordingClient(token, [], { viaFetch: false }), storage: null });
    await act(async () => void (await createStore.load()));
    expect(createStore.getState().mode).toBe('create');
    const created = renderWizard(createStore, account.firstName);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), account.email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Documents/);
    await user.upload(screen.getByLabelText(/Choose a picture/), new File([pngBytes()], 'ada.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Education/);
    await user.type(screen.getByRole('textbox', { name: 'Degree' }), 'Mathematics');
    await user.type(screen.getByRole('textbox', { name: 'Institution' }), 'University of London');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(screen.getByRole('combobox', { name: 'Technical skills' }), 'Analysis{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Projects/);
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Engine notes');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Notes on the Analytical Engine');
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Experience/);
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Babbage & Co');
    await user.type(screen.getByRole('textbox', { name: 'Your Role' }), 'Programmer');
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Social Links/);
    await user.type(screen.getByRole('textbox', { name: 'GitHub' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Preview/);
    await user.click(screen.getByRole('button', { name: 'Submit Portfolio' }));
    expect(await screen.findByText('Submitted!', undefined, { timeout: 10_000 })).toBeInTheDocument();
    created.unmount();

    const reader = recordingClient(token, [], { viaFetch: true });
    const [portfolio] = await reader.listPortfolios();
    expect(portfolio).toMatchObject({
      user: { firstName: 'Ada', email: account.email },
      education: [expect.objectContaining({ degree: 'Mathematics', institution: 'University of London' })],
      socialLinks: expect.objectContaining({ github: 'https://github.com/ada' }),
    });
    expect(portfolio?.profilePictureUrl).toMatch(/\/media\/[\w-]+\.webp$/);
    expect((await reader.listSkills()).at(-1)).toMatchObject({ tech: ['Analysis'] });
    expect((await reader.listProjects()).at(-1)?.projects).toEqual([expect.objectContaining({ projectName: 'Engine notes' })]);
    expect((await reader.listExperiences()).at(-1)?.experiences).toEqual([
      expect.objectContaining({ companyName: 'Babbage & Co', jobRole: 'Programmer' }),
    ]);

    // Edit mode, nothing changed: each step moves on without a single write.
    const calls: string[] = [];
    const editStore = createPortfolioStore({ client: recordingClient(token, calls, { viaFetch: true }), storage: null });
    await act(async () => void (await editStore.load()));
    expect(editStore.getState().mode).toBe('edit');
    renderWizard(editStore, account.firstName);
    expect(screen.getByRole('heading', { level: 1, name: "Edit Ada's Portfolio" })).toBeInTheDocument();
    for (const name of [/Documents/, /Education/, /Projects/]) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await heading(name);
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No changes detected in projects')).toBeInTheDocument();
    await heading(/Experience/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No changes detected in experiences')).toBeInTheDocument();
    await heading(/Social Links/);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);

    // A change: only that step's record is written.
    const github = screen.getByRole('textbox', { name: 'GitHub' });
    await user.clear(github);
    await user.type(github, 'https://github.com/countess');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Preview/);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([`PATCH /user-portfolio/${portfolio!.id}`]);
    expect((await reader.listPortfolios())[0]?.socialLinks.github).toBe('https://github.com/countess');
  }, 120_000);
});
