// @vitest-environment node
import { accountMessages } from '@showfolio/portfolio-schema';
import { describe, expect, it } from 'vitest';
import { isEmailUnverified } from '../src';
import { failure } from './failure';
import { googleCredential, linkTokenFor, serverClient, signedIn } from './server';

describe('e-mail verification and Google linking against the real server', () => {
  it('refuses to deploy before the e-mail is verified, resends the link, and deploys after it is opened', async () => {
    const { client, account } = await signedIn('unverified', { verified: false });
    await expect(client.getProfile()).resolves.toMatchObject({ emailVerified: false });
    await client.createPortfolio({
      userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: account.username, email: account.email },
      bio: 'Not verified yet.',
    });
    const subdomain = `verify${Date.now().toString(36)}`;
    const refused = await failure(client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(accountMessages.verifyBeforePublishing);
    expect(isEmailUnverified(refused)).toBe(true);

    const first = await linkTokenFor(account.email, 'verify-email');
    await expect(client.resendVerification()).resolves.toEqual({ message: accountMessages.verificationSent(account.email) });
    const second = await linkTokenFor(account.email, 'verify-email', [first]);
    const stale = await failure(client.verifyEmail(first));
    expect(stale.status).toBe(400);
    expect(stale.message).toBe(accountMessages.verifyLinkInvalid);
    await expect(client.verifyEmail(second)).resolves.toEqual({ message: accountMessages.emailVerified, email: account.email });
    await expect(client.getProfile()).resolves.toMatchObject({ emailVerified: true });

    const done = await failure(client.resendVerification());
    expect(done.status).toBe(409);
    expect(done.message).toBe(accountMessages.alreadyVerified);
    await expect(client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain })).resolves.toMatchObject({ subdomain });
  });

  it('stores the dashboard tour as seen with the account, where every browser reads it, and refuses a bad value', async () => {
    const { client, account } = await signedIn('tourist');
    await expect(client.getProfile()).resolves.toMatchObject({ tourSeen: false });
    await expect(client.setPreferences({ tourSeen: true })).resolves.toEqual({ tourSeen: true });
    const elsewhere = serverClient();
    elsewhere.tokens.set((await elsewhere.client.signin({ email: account.email, password: account.password })).access_token);
    await expect(elsewhere.client.getProfile()).resolves.toMatchObject({ tourSeen: true });
    const refused = await failure(client.setPreferences({ tourSeen: 'yes' } as unknown as { tourSeen: boolean }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('tourSeen must be true or false');
  });

  it('refuses a sign-in link that was never mailed with 400 and its message, storing no token', async () => {
    const { client, tokens } = serverClient();
    const refused = await failure(client.signinWithLink('not-a-link'));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(accountMessages.signInLinkInvalid);
    expect(tokens.get()).toBeFalsy();
  });

  it('links and unlinks a Google account, and refuses one that another account holds', async () => {
    const { client } = await signedIn('linker');
    const sub = `g-${Date.now().toString(36)}`;
    const linked = await client.linkGoogle(await googleCredential({ sub, email: `${sub}@gmail.com` }));
    expect(linked).toMatchObject({ message: accountMessages.googleLinked, profile: { googleLinked: true } });

    const other = await signedIn('grabber');
    const taken = await failure(other.client.linkGoogle(await googleCredential({ sub, email: `${sub}@gmail.com` })));
    expect(taken.status).toBe(409);
    expect(taken.message).toBe(accountMessages.googleHeldByAnother);

    await expect(client.unlinkGoogle()).resolves.toMatchObject({ message: accountMessages.googleUnlinked, profile: { googleLinked: false } });
    const again = await failure(client.unlinkGoogle());
    expect(again.status).toBe(400);
    expect(again.message).toBe(accountMessages.googleNotLinked);
  });
});
