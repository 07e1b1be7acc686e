// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { expiredCopyOf, googleCredential, newAccount, resetTokenFor, serverClient, signedIn } from './server';

describe('auth calls against the real server', () => {
  it('signs up with "User registered successfully", and refuses the same e-mail twice', async () => {
    const { client } = serverClient();
    const account = newAccount('signup');
    await expect(client.signup(account)).resolves.toEqual({ message: 'User registered successfully' });
    const error = await failure(client.signup({ ...account, username: `${account.username}x` }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('An account with this email already exists');
  });

  it('asks whether a username is free before sign-up takes it', async () => {
    const { client } = serverClient();
    const account = newAccount('free');
    await expect(client.isUsernameAvailable(account.username)).resolves.toBe(true);
    await client.signup(account);
    await expect(client.isUsernameAvailable(account.username.toUpperCase())).resolves.toBe(false);
    const error = await failure(client.isUsernameAvailable('ab'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Username must be at least 3 characters');
  });

  it('offers free usernames for a taken one, built from the person\'s names', async () => {
    const { client } = serverClient();
    const account = newAccount('alts');
    await client.signup(account);
    const answer = await client.usernameAvailability(account.username, { firstName: 'Olwen', lastName: 'Brightwater' });
    expect(answer.available).toBe(false);
    expect(answer.suggestions?.[0]).toBe('olwen-brightwater');
    expect(answer.suggestions).toHaveLength(3);
    await expect(client.usernameAvailability(`${account.username}x`)).resolves.toEqual({ available: true, suggestions: [] });
  });

  it('shows the server message for a sign-up the server rejects as invalid', async () => {
    const { client } = serverClient();
    const error = await failure(client.signup({ ...newAccount('bad'), email: 'not-an-email' }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/email/i);
  });

  it('signs in, validates the token and reads the profile', async () => {
    const { account, client, token } = await signedIn('signin');
    expect(token.split('.')).toHaveLength(3);
    await expect(client.validateToken(token)).resolves.toBe(true);
    const profile = await client.getProfile();
    expect(profile).toMatchObject({ email: account.email, username: account.username, firstName: 'Ada' });
    expect(client.getUserId()).toBe(profile.id);
  });

  it('rejects a wrong password with the server message "Invalid email or password"', async () => {
    const account = newAccount('wrongpw');
    const { client } = serverClient();
    await client.signup(account);
    const error = await failure(client.signin({ email: account.email, password: 'Wrong-password1' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
  });

  it('says a garbage, an expired and a revoked token are not valid', async () => {
    const { client, token } = await signedIn('validate');
    await expect(client.validateToken('not-a-token')).resolves.toBe(false);
    await expect(client.validateToken(await expiredCopyOf(token))).resolves.toBe(false);
    await client.signout(token);
    await expect(client.validateToken(token)).resolves.toBe(false);
  });

  it('refuses the profile without a valid token, with the server message', async () => {
    const { client } = serverClient('not-a-token');
    const error = await failure(client.getProfile());
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/unauthorized/i);
  });

  it('signs in with a Google credential and reads the new profile', async () => {
    const { client, tokens } = serverClient();
    const email = `g${Date.now()}@example.com`;
    const credential = await googleCredential({ sub: `google-${Date.now()}`, email, given_name: 'Grace', family_name: 'Hopper' });
    const { access_token } = await client.googleSignin({ credential });
    tokens.set(access_token);
    await expect(client.getProfile()).resolves.toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper' });
  });

  it('rejects a forged Google credential with the server message', async () => {
    const { client } = serverClient();
    const error = await failure(client.googleSignin({ credential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Google sign-in failed: the Google credential could not be verified');
  });

  it('resets a password with the mailed token, which then works exactly once', async () => {
    const account = newAccount('reset');
    const { client } = serverClient();
    await client.signup(account);
    await expect(client.forgotPassword(account.email)).resolves.toEqual({
      message: 'If an account exists for that email, a password reset link has been sent.',
    });
    const token = await resetTokenFor(account.email);
    await expect(client.resetPassword(token, 'Brand-new-pass1')).resolves.toEqual({
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    await expect(client.signin({ email: account.email, password: 'Brand-new-pass1' })).resolves.toHaveProperty('access_token');
    const error = await failure(client.resetPassword(token, 'Another-pass1!'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid or expired reset link. Please request a new one.');
  });

  it('shows the server message for a forgot-password request with a bad e-mail', async () => {
    const error = await failure(serverClient().client.forgotPassword('nope'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please enter a valid email address');
  });

  it('signs out with the token in the body, and the token is dead afterwards', async () => {
    const { client } = await signedIn('signout');
    await expect(client.signout()).resolves.toBeUndefined();
    const error = await failure(client.getProfile());
    expect(error.status).toBe(401);
  });
});
