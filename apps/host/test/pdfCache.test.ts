import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentKey, createDocumentCache } from '../src/server/pdfCache';

const bytes = (size: number, fill: number) => new Uint8Array(size).fill(fill);

describe('the documents kept on disk by content', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'showfolio-pdf-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('names documents by every part of what they are made of', () => {
    expect(contentKey('a', 'bc')).not.toBe(contentKey('ab', 'c'));
    expect(contentKey('template', '<html>')).toBe(contentKey('template', '<html>'));
    expect(contentKey('x')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes a document once however many ask at the same time, and reads it from disk afterwards', async () => {
    const cache = createDocumentCache({ dir, maxBytes: 1024 });
    let made = 0;
    const make = async () => {
      made += 1;
      return bytes(100, 7);
    };
    const key = contentKey('one');
    const answers = await Promise.all([cache.get(key, make), cache.get(key, make), cache.get(key, make)]);
    expect(made).toBe(1);
    expect(answers.every((answer) => answer.length === 100 && answer[0] === 7)).toBe(true);
    // Another process (a fresh cache on the same folder) finds it too.
    const other = createDocumentCache({ dir, maxBytes: 1024 });
    expect(await other.get(key, make)).toEqual(bytes(100, 7));
    expect(made).toBe(1);
  });

  it('keeps nothing when making fails, so the next request tries again', async () => {
    const cache = createDocumentCache({ dir, maxBytes: 1024 });
    const key = contentKey('flaky');
    await expect(cache.get(key, () => Promise.reject(new Error('print failed')))).rejects.toThrow('print failed');
    expect(await cache.has(key)).toBe(false);
    expect(await cache.get(key, async () => bytes(10, 1))).toEqual(bytes(10, 1));
  });

  it('holds the folder to its byte budget, dropping what was read longest ago, and drops what nobody read for long', async () => {
    const cache = createDocumentCache({ dir, maxBytes: 250, maxIdleMs: 60_000 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((part) => contentKey(part));
    await cache.get(a!, async () => bytes(100, 1));
    await cache.get(b!, async () => bytes(100, 2));
    const longAgo = new Date(Date.now() - 30_000);
    await utimes(join(dir, `${b}.pdf`), longAgo, longAgo);
    await cache.get(c!, async () => bytes(100, 3));
    // Three documents of 100 bytes do not fit in 250: b was read longest ago.
    expect((await readdir(dir)).sort()).toEqual([`${a}.pdf`, `${c}.pdf`].sort());
    const idle = new Date(Date.now() - 120_000);
    await utimes(join(dir, `${a}.pdf`), idle, idle);
    await cache.get(d!, async () => bytes(10, 4));
    expect((await readdir(dir)).sort()).toEqual([`${c}.pdf`, `${d}.pdf`].sort());
    // Larger than the whole budget: served, not kept.
    expect((await cache.get(contentKey('huge'), async () => bytes(300, 5))).length).toBe(300);
    expect(await readdir(dir)).toHaveLength(2);
  });
});
