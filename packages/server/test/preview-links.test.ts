import { SignJWT } from 'jose';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

interface Verified {
  valid: boolean;
  templateIdentifier: string;
  portfolioData: { firstName: string; lastName: string; bio: string; mobileNumber: string } | null;
}

describe(`preview links show their owner's portfolio (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const makeLink = async (token: string) => {
    const res = await t.request('/api/templates/preview/minimal-portfolio-v1', { method: 'POST', token });
    expect(res.status).toBe(200);
    return new URL(((await res.json()) as { previewUrl: string }).previewUrl).searchParams.get('token')!;
  };
  const verify = (previewToken: string) =>
    t.request(`/api/templates/verify-preview/minimal-portfolio-v1?token=${encodeURIComponent(previewToken)}`);

  it("answers with the owner's portfolio, mapped as on their public page (no mobile number)", async () => {
    const { token } = await signedInUser(t, 'previewer');
    await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { userDetails: { firstName: 'Grace', lastName: 'Hopper' }, bio: 'Compilers.' },
    });
    const res = await verify(await makeLink(token));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Verified;
    expect(body).toMatchObject({ valid: true, templateIdentifier: 'minimal-portfolio-v1' });
    expect(body.portfolioData).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', bio: 'Compilers.', mobileNumber: '' });
  });

  it('shows later edits while the link is valid: the link shares the portfolio, not a copy', async () => {
    const { token } = await signedInUser(t, 'editor');
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'First draft.' } });
    const link = await makeLink(token);
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Second draft.' } });
    expect(((await (await verify(link)).json()) as Verified).portfolioData?.bio).toBe('Second draft.');
  });

  it('answers with no portfolio (so the sample shows) when the owner has not saved one', async () => {
    const { token } = await signedInUser(t, 'newcomer');
    const body = (await (await verify(await makeLink(token))).json()) as Verified;
    expect(body).toMatchObject({ valid: true, portfolioData: null });
  });

  it("refuses a token altered to name another user's portfolio with the spec's text", async () => {
    const owner = await signedInUser(t, 'tamperowner');
    await t.request('/api/user-portfolio', { method: 'POST', token: owner.token, json: { bio: 'Private until shared.' } });
    const ownerLink = await makeLink(owner.token);
    const ownerId = (JSON.parse(Buffer.from(ownerLink.split('.')[1]!, 'base64url').toString()) as { uid: string }).uid;

    const { token } = await signedInUser(t, 'tamperer');
    const [header, payload, signature] = (await makeLink(token)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, uid: ownerId })).toString('base64url');
    const res = await verify(`${header}.${altered}.${signature}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid preview token' });
  });

  it('says "This preview link has expired" for an expired link of a user with a portfolio', async () => {
    const { token } = await signedInUser(t, 'expired');
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Old news.' } });
    const claims = JSON.parse(Buffer.from((await makeLink(token)).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const stale = await new SignJWT({ tid: claims.tid, uid: claims.uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('showfolio')
      .setAudience('showfolio:preview')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await verify(stale);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'This preview link has expired' });
  });
});
