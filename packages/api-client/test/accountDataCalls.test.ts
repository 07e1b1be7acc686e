import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { signedIn } from './server';

describe('account data calls against the real server', () => {
  it('downloads the export as a ZIP, reporting the bytes as they arrive', async () => {
    const { client, account } = await signedIn('data-export');
    const progress: number[] = [];
    const { file, fileName } = await client.exportAccount((bytes) => progress.push(bytes));
    expect(fileName).toMatch(new RegExp(`^showfolio-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expect(file.type).toBe('application/zip');
    expect(progress.at(-1)).toBe(file.size);
    // A ZIP starts with a local file header.
    expect(Buffer.from(await file.slice(0, 4).arrayBuffer()).toString('hex')).toBe('504b0304');
  });

  it('asks for an e-mail change and refuses a wrong password with the server message', async () => {
    const { client, account } = await signedIn('data-email');
    const wrong = await failure(client.changeEmail({ password: 'Wrong-pass1', newEmail: `n.${account.email}` }));
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBe('Current password is incorrect');
    const sent = await client.changeEmail({ password: account.password, newEmail: `n.${account.email}` });
    expect(sent.message).toContain(`n.${account.email}`);
    const invalid = await failure(client.confirmEmail('not-a-real-token'));
    expect(invalid.status).toBe(400);
  });

  it('imports into an empty account once, then deletes the account', async () => {
    const { client, account } = await signedIn('data-delete');
    await expect(client.importPortfolio({ format: 'showfolio-portfolio', version: 1, skills: { tech: ['Analysis'], soft: [] } })).resolves.toEqual({
      message: 'Your portfolio has been imported',
    });
    expect((await failure(client.importPortfolio({ format: 'showfolio-portfolio', version: 1, skills: { tech: [], soft: [] } }))).status).toBe(409);
    const mismatch = await failure(client.deleteAccount({ password: account.password, username: 'someone_else' }));
    expect(mismatch.message).toBe('Type your username exactly to confirm');
    await expect(client.deleteAccount({ password: account.password, username: account.username })).resolves.toEqual({
      message: 'Your account and everything in it have been deleted',
    });
    await expect(client.validateToken()).resolves.toBe(false);
  });
});
