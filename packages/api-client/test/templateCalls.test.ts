// @vitest-environment node
import { registeredTemplateIds } from '@showfolio/templates';
import { describe, expect, it, vi } from 'vitest';
import { isUserNotFound } from '../src';
import { failure } from './failure';
import { serverClient, signedIn } from './server';

const uniqueSubdomain = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function userWithPortfolio(tag: string) {
  const user = await signedIn(tag);
  await user.client.createPortfolio({
    userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: user.account.username, email: user.account.email },
    bio: 'Wrote the first program.',
  });
  return user;
}

describe('templates API against the real server', () => {
  it('lists every registered template, in catalogue order, to anyone', async () => {
    const templates = await serverClient().client.listTemplates();
    expect(templates.map((t) => t.templateIdentifier)).toEqual(registeredTemplateIds());
  });

  it('makes a preview link that verifies for its template only', async () => {
    const { client } = await signedIn('preview');
    const { previewUrl } = await client.previewTemplate('minimal-portfolio-v1');
    const token = new URL(previewUrl).searchParams.get('token') ?? '';
    const anonymous = serverClient().client;
    await expect(anonymous.verifyPreview('minimal-portfolio-v1', token)).resolves.toMatchObject({ valid: true });
    const wrong = await failure(anonymous.verifyPreview('nexus-portfolio-v1', token));
    expect(wrong.status).toBe(403);
    expect(wrong.message).toBe('This preview link is for a different template');
  });

  it('shows the server message for an unknown template and a forged preview token', async () => {
    const { client } = await signedIn('preview-bad');
    expect((await failure(client.previewTemplate('no-such-template'))).message).toBe('Template not found');
    const forged = await failure(client.verifyPreview('minimal-portfolio-v1', 'forged'));
    expect(forged.status).toBe(401);
    expect(forged.message).toBe('Invalid preview token');
  });

  it('refuses a deploy without a portfolio with 404 "User not found."', async () => {
    const { client } = await signedIn('noportfolio');
    const error = await failure(client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain: uniqueSubdomain('np') }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('User not found.');
    expect(isUserNotFound(error)).toBe(true);
    await expect(client.getMyPortfolio()).resolves.toBeNull();
  });

  it('refuses a reserved subdomain with the server message', async () => {
    const { client } = await userWithPortfolio('reserved');
    const error = await failure(client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'admin' }));
    expect(error.status).toBe(400);
    expect(isUserNotFound(error)).toBe(false);
    expect(error.message).toMatch(/reserved/i);
  });

  it('deploys, then shows the deployment, the history and the public portfolio', async () => {
    const { client } = await userWithPortfolio('deploy');
    await expect(client.getMyDeployment()).resolves.toBeNull();
    await expect(client.listMyDeployments()).resolves.toEqual([]);
    const subdomain = uniqueSubdomain('ada');

    const { deployUrl } = await client.deployTemplate({ templateIdentifier: 'elegant-portfolio-v1', subdomain });
    expect(deployUrl).toContain(subdomain);
    await expect(client.getMyDeployment()).resolves.toMatchObject({ templateIdentifier: 'elegant-portfolio-v1', deployUrl });
    await expect(client.listMyDeployments()).resolves.toMatchObject([{ isActive: true }]);
    await expect(client.getMyPortfolio()).resolves.toMatchObject({ firstName: 'Ada', bio: 'Wrote the first program.' });

    const page = await serverClient().client.getPortfolioBySubdomain(subdomain);
    expect(page.templateIdentifier).toBe('elegant-portfolio-v1');
    expect(page.portfolioData).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it("checks a subdomain: free, another user's, and a reserved one with the deploy's message", async () => {
    const owner = await userWithPortfolio('checkowner');
    const subdomain = uniqueSubdomain('chk');
    await owner.client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain });
    const { client } = await signedIn('checker');
    await expect(client.checkSubdomain(uniqueSubdomain('free'))).resolves.toMatchObject({ available: true });
    const taken = await client.checkSubdomain(subdomain);
    expect(taken).toEqual({
      subdomain,
      available: false,
      message: 'Subdomain is already taken',
      suggestions: expect.any(Array),
    });
    // Free alternatives built from the name (issue 34), none of them the taken one.
    expect(taken.suggestions?.length).toBeGreaterThanOrEqual(2);
    expect(taken.suggestions).not.toContain(subdomain);
    for (const suggestion of taken.suggestions ?? [])
      await expect(client.checkSubdomain(suggestion)).resolves.toMatchObject({ available: true });
    const reserved = await failure(client.checkSubdomain('admin'));
    expect(reserved.status).toBe(400);
    expect(reserved.message).toMatch(/reserved/i);
  });

  it('unpublishes the live site: gone from the public lookup, its name held for 30 days', async () => {
    const { client } = await userWithPortfolio('unpublisher');
    const subdomain = uniqueSubdomain('off');
    await client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain });
    const offline = await client.unpublish();
    expect(offline).toMatchObject({ subdomain, templateIdentifier: 'minimal-portfolio-v1' });
    expect(Date.parse(offline.reservedUntil)).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    await expect(client.getMyDeployment()).resolves.toBeNull();
    expect((await failure(serverClient().client.getPortfolioBySubdomain(subdomain))).status).toBe(404);
    const again = await failure(client.unpublish());
    expect(again.status).toBe(404);
    expect(again.message).toBe('No deployment found');
  });

  it('saves the résumé design and paper, told back by the deployment; refuses one it does not know', async () => {
    const { client } = await userWithPortfolio('resumechoice');
    await client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain: uniqueSubdomain('cv') });
    expect((await client.getMyDeployment())?.resume).toEqual({ design: 'classic', paper: 'a4' });
    await expect(client.setResumeSettings({ design: 'compact', paper: 'letter' })).resolves.toEqual({ design: 'compact', paper: 'letter' });
    expect((await client.getMyDeployment())?.resume).toEqual({ design: 'compact', paper: 'letter' });
    const bad = await failure(client.setResumeSettings({ design: 'fancy' as 'classic', paper: 'a4' }));
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('Choose a résumé design: classic, modern or compact.');
  });

  it('answers 404 "Portfolio not found" for a subdomain nobody deployed', async () => {
    const error = await failure(serverClient().client.getPortfolioBySubdomain(uniqueSubdomain('ghost')));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Portfolio not found');
  });

  it('refuses an anonymous deploy with 401 and the server message', async () => {
    const error = await failure(
      serverClient().client.deployTemplate({ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'someone' }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/sign in/i);
  });
});

describe('contact and feedback against the real server', () => {
  it('sends a contact message', async () => {
    await expect(serverClient().client.submitContact({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })).resolves.toBeUndefined();
  });

  it('counts a contact message the server rejects as sent (the response is not examined)', async () => {
    await expect(serverClient().client.submitContact({ name: '', email: 'nope', message: '' })).resolves.toBeUndefined();
  });

  it('sends feedback without logging anything', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await serverClient().client.submitFeedback({ name: 'Ada', email: 'ada@example.com', feedback: 'Lovely' });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('only logs feedback the server rejects, and resolves', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(serverClient().client.submitFeedback({ name: '', email: 'nope', feedback: '' })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Failed to submit feedback: 400');
    log.mockRestore();
  });
});
