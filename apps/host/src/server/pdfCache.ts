import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Names a document by what it is made of: equal inputs, equal key; any change, a new key. */
export function contentKey(...parts: string[]): string {
  const hash = createHash('sha256');
  // Lengths first, so ('ab', 'c') and ('a', 'bc') cannot collide.
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('hex');
}

export interface DocumentCacheOptions {
  /** The folder the documents are kept in (created when missing), e.g. `DATA_DIR/cache/pdf`. */
  dir: string;
  /** Documents are kept up to about this many bytes; the least recently used go first. */
  maxBytes: number;
  /**
   * A document nobody read for this long goes at the next write (default 7 days): a portfolio
   * unpublished or deleted leaves no copy of its data behind for longer.
   */
  maxIdleMs?: number;
}

export interface DocumentCache {
  /**
   * The document under `key` (see `contentKey`): read from disk when it is there, otherwise made
   * by `make` once however many ask at the same time, then kept. A failed `make` keeps nothing.
   */
  get(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array<ArrayBuffer>>;
  /** Whether the document is there already, without making it. */
  has(key: string): Promise<boolean>;
}

const KEY = /^[0-9a-f]{64}$/;

/**
 * Generated documents (résumé PDFs) kept on disk by content, so a restart, or another process on
 * the same DATA_DIR, never makes the same document twice. It knows nothing of how a document is
 * made (the résumé worker of resumePdf.ts makes them). The folder is held
 * to `maxBytes` on every write, dropping the files read longest ago (reads touch their time), and
 * files unread for `maxIdleMs`.
 */
export function createDocumentCache({ dir, maxBytes, maxIdleMs = 7 * 24 * 60 * 60 * 1000 }: DocumentCacheOptions): DocumentCache {
  const making = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('a document cache key is a sha256 hex digest');
    return join(dir, `${key}.pdf`);
  };

  async function read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const file = fileOf(key);
    try {
      const bytes = await readFile(file);
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    } catch {
      return null;
    }
  }

  async function evict() {
    const entries = await Promise.all(
      (await readdir(dir)).map(async (name) => {
        const file = join(dir, name);
        const info = await stat(file).catch(() => null);
        return info?.isFile() ? { file, size: info.size, used: info.mtimeMs } : null;
      }),
    );
    const files = entries.filter((entry) => entry !== null).sort((a, b) => b.used - a.used);
    const idleSince = Date.now() - maxIdleMs;
    let total = 0;
    for (const entry of files) {
      total += entry.size;
      if (total > maxBytes || entry.used < idleSince) await rm(entry.file, { force: true });
    }
  }

  async function store(key: string, bytes: Uint8Array) {
    // A document larger than the whole budget is served but not kept.
    if (bytes.byteLength > maxBytes) return;
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file, even from another process.
    const partial = join(dir, `.${key}.${randomBytes(4).toString('hex')}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, fileOf(key));
    await evict();
  }

  return {
    async has(key) {
      return (await stat(fileOf(key)).catch(() => null)) !== null;
    },
    get(key, make) {
      const pending = making.get(key);
      if (pending) return pending;
      const work = (async () => {
        const cached = await read(key);
        if (cached) return cached;
        const made = await make();
        const bytes = new Uint8Array(made.byteLength);
        bytes.set(made);
        await store(key, bytes);
        return bytes;
      })().finally(() => making.delete(key));
      making.set(key, work);
      return work;
    },
  };
}
