import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src';
import { failure } from './failure';
import { solidPng } from './png';
import { apiOrigin, signedIn } from './server';

interface PageWindow {
  XMLHttpRequest: typeof XMLHttpRequest;
  FormData: typeof FormData;
  Blob: typeof Blob;
  File: typeof File;
  close(): void;
}
/** The JSDOM instance vitest's environment exposes; its class opens a second page. */
declare const jsdom: { constructor: new (html: string, options: { url: string }) => { window: PageWindow } };

let page: PageWindow;
beforeAll(() => {
  // In production the SPA and the API share one origin. The environment's page lives on
  // localhost:3000 while the test server got a random port, so open a page on the API's origin
  // (jsdom's XMLHttpRequest enforces CORS like a browser) and use its request classes.
  page = new jsdom.constructor('<!doctype html>', { url: `${apiOrigin()}/profile` }).window;
  for (const name of ['XMLHttpRequest', 'FormData', 'Blob', 'File'] as const) vi.stubGlobal(name, page[name]);
});
afterAll(() => {
  vi.unstubAllGlobals();
  page.close();
});

describe('profile picture upload in a browser (XMLHttpRequest)', () => {
  it('sends the file to the same origin and reports rising progress ending at 100 %', async () => {
    const { tokens } = await signedIn('xhr');
    const client = createApiClient({ baseUrl: apiOrigin(), getToken: tokens.get });
    const progress: number[] = [];
    const { url } = await client.uploadProfilePicture(new Blob([solidPng(64)], { type: 'image/png' }), (p) => progress.push(p));
    expect(url).toMatch(/\/media\/[\w-]+\.webp$/);
    expect(progress[0]).toBe(0);
    // Only XMLHttpRequest's upload events give values in between; 100 waits for the server's answer.
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('rejects with the server message for a file that is not an image', async () => {
    const { tokens } = await signedIn('xhrbad');
    const client = createApiClient({ baseUrl: apiOrigin(), getToken: tokens.get });
    const error = await failure(client.uploadProfilePicture(new Blob(['plain text'], { type: 'text/plain' })));
    expect(error.message).toBe('Please select an image file (JPEG, PNG)');
    expect(error.status).toBe(415);
  });

  it('rejects with the server message when the token is no longer valid', async () => {
    const { client: owner, token, tokens } = await signedIn('xhrrevoked');
    await owner.signout(token);
    const client = createApiClient({ baseUrl: apiOrigin(), getToken: tokens.get });
    const error = await failure(client.uploadProfilePicture(new Blob([solidPng()], { type: 'image/png' })));
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/unauthorized/i);
  });
});
