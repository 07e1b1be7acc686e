import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { signedInUser, type TestServer } from '../harness';
import { resetToken } from '../mail';

export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function upload(t: TestServer, token: string, path: string, body: Buffer, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), name);
  const res = await t.request(`/api/user-portfolio/${path}`, { method: 'POST', token, body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

async function ok(res: Promise<Response>, what: string) {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`${what} failed: ${answer.status} ${await answer.text()}`);
  return answer;
}

/**
 * An account holding something in every kind of record: a filled portfolio with an uploaded
 * picture and resume PDF (plus an upload never saved), skills, projects, experience, a published
 * site with a counted visit, a second signed-in device, a reset link and a contact message.
 */
export async function fullAccount(t: TestServer, tag: string) {
  const { account, token } = await signedInUser(t, tag);
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  const pictureUrl = await upload(t, token, 'upload-profile-picture', png, 'image/png', 'me.png');
  const resumeUrl = await upload(t, token, 'upload-resume', TEST_PDF, 'application/pdf', 'cv.pdf');
  const unsavedUrl = await upload(t, token, 'upload-profile-picture', png, 'image/png', 'other.png');
  await ok(
    t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: {
        bio: `I write programs for engines that do not exist yet (${tag}).`,
        profilePictureUrl: pictureUrl,
        resumeUrl,
        education: [{ degree: 'BSc Mathematics', institution: 'University of London', startDate: '1833-01-01', endDate: '' }],
        socialLinks: { github: 'https://github.com/ada' },
        headline: 'Programmer of engines',
        location: 'London',
      },
    }),
    'portfolio',
  );
  await ok(
    t.request('/api/portfolio-sections', {
      method: 'PATCH',
      token,
      json: {
        showPhone: false,
        links: [{ url: 'https://ada.example.org/notes', label: 'Notes' }],
        awards: [{ title: 'Honorary member', awarder: 'Royal Society', date: '1843' }],
        languages: [{ language: 'French', fluency: 'Fluent' }],
        customSections: [{ id: 'letters', title: 'Letters', entries: [{ title: 'To Babbage', startDate: '1843-07' }] }],
        sectionOrder: ['custom:letters', 'projects'],
        hiddenSections: ['education'],
      },
    }),
    'sections',
  );
  await ok(
    t.request('/api/portfolio-design', {
      method: 'PUT',
      token,
      json: { accent: '#8E44AD', font: 'serif', scheme: 'dark', language: 'fr' },
    }),
    'design',
  );
  await ok(t.request('/api/skills', { method: 'POST', token, json: { tech: ['Analysis', 'Algorithms'], soft: ['Writing'] } }), 'skills');
  await ok(
    t.request('/api/projects', {
      method: 'POST',
      token,
      json: { projects: [{ projectName: 'Note G', description: 'Bernoulli numbers', githubUrl: 'https://github.com/ada/note-g', deployedUrl: '', techStack: ['Engines'] }] },
    }),
    'projects',
  );
  await ok(
    t.request('/api/experiences', {
      method: 'POST',
      token,
      json: { experiences: [{ companyName: 'Analytical Engine Ltd', jobRole: 'Programmer', startDate: '1842-01-01', endDate: '', technologyUsed: ['Punch cards'] }] },
    }),
    'experiences',
  );
  const subdomain = `${tag.toLowerCase().replace(/[^a-z0-9]/g, '')}-${randomBytes(3).toString('hex')}`;
  await ok(t.request('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain } }), 'deploy');
  t.server.recordView({
    subdomain,
    status: 200,
    socketAddress: '198.51.100.7',
    request: new Request(`http://${subdomain}.showfolio.localhost:3000/`, {
      headers: {
        host: `${subdomain}.showfolio.localhost:3000`,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      },
    }),
  });
  await t.server.flushViews();
  await ok(t.request('/api/auth/signin', { method: 'POST', json: { email: account.email, password: account.password } }), 'second sign-in');
  await ok(t.request('/api/auth/forgot-password', { method: 'POST', json: { email: account.email } }), 'forgot password');
  // The link is stored and mailed after the answer.
  await resetToken(t.dataDir, account.email);
  await ok(
    t.request('/api/contact-us', { method: 'POST', json: { name: 'Ada', email: account.email.toUpperCase(), message: 'Hello from Ada' } }),
    'contact',
  );
  const keyOf = (url: string) => /\/media\/([A-Za-z0-9_-]+\.(?:webp|pdf))$/.exec(url)![1]!;
  return {
    account,
    token,
    subdomain,
    pictureUrl,
    resumeUrl,
    /** The storage keys of every file the account uploaded. */
    storageKeys: [keyOf(pictureUrl), keyOf(resumeUrl), keyOf(unsavedUrl)],
  };
}
