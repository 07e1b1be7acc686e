import { startTestServer, databaseLabel, type TestServer } from './harness';

describe(`server start (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers GET /api/health with 200', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers: CSP with frame-ancestors, nosniff, no HSTS over http', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const res = await t.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const res = await t.request('/api/contact-us', {
      method: 'POST',
      json: { name: 'A', email: 'a@example.com', message: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large (at most 1 MB)' });
  });
});
