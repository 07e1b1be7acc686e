import { LRUCache } from 'lru-cache';

export interface LookupCacheOptions<Value extends object> {
  /** Reads the value from the database; null when there is none. */
  load: (key: string) => Promise<Value | null>;
  /**
   * How long a found value may be reused when no change was announced. Writes in this process
   * (and, on PostgreSQL, in any process) invalidate at once; the bound covers a missed notice.
   */
  ttlMs: number;
  /** How long "there is none" is reused: short, so something just created shows quickly. */
  missTtlMs: number;
  /** At most this many keys are kept (least recently used go first). */
  max: number;
  /**
   * And at most about this many bytes of values, by `sizeOf`: what the cache holds must stay well
   * inside the process's capped heap however large the values are.
   */
  maxBytes: number;
  /** A value's size in bytes (an estimate); "none" counts as 1. */
  sizeOf: (value: Value) => number;
  /** Told of every read, hit or miss (for the metrics). */
  onRead?: (hit: boolean) => void;
}

export interface LookupCache<Value extends object> {
  /** The cached value, else what `load` (or the cache's own loader) reads. */
  get(key: string, load?: (key: string) => Promise<Value | null>): Promise<Value | null>;
  /** Something may have changed: every later read goes to the database again. */
  invalidate(): void;
  /** How many keys, and about how many bytes of values, are kept now. */
  readonly size: number;
  readonly bytes: number;
}

/**
 * A bounded cache of database lookups for what the public sees (a deployed portfolio by its
 * subdomain or domain). Concurrent reads of a cold key share one round trip; a read that started
 * before an invalidation is neither joined by later reads nor stored.
 */
export function createLookupCache<Value extends object>({
  load: defaultLoad,
  ttlMs,
  missTtlMs,
  max,
  maxBytes,
  sizeOf,
  onRead = () => undefined,
}: LookupCacheOptions<Value>): LookupCache<Value> {
  let generation = 0;
  const entries = new LRUCache<string, { generation: number; value: Value | null }>({
    max,
    maxSize: maxBytes,
    sizeCalculation: ({ value }) => (value ? Math.max(1, sizeOf(value)) : 1),
    ttl: ttlMs,
    ttlAutopurge: false,
  });
  const pending = new Map<string, Promise<Value | null>>();

  return {
    get(key, load = defaultLoad) {
      const cached = entries.get(key);
      const hit = cached !== undefined && cached.generation === generation;
      onRead(hit);
      if (hit) return Promise.resolve(cached.value);
      let inFlight = pending.get(key);
      if (!inFlight) {
        const startedAt = generation;
        const loading = load(key).finally(() => {
          if (pending.get(key) === loading) pending.delete(key);
        });
        inFlight = loading;
        pending.set(key, loading);
        void loading.then(
          (value) => {
            if (startedAt !== generation) return;
            entries.set(key, { generation: startedAt, value }, value ? {} : { ttl: missTtlMs });
          },
          () => undefined,
        );
      }
      return inFlight;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      // A read already under way may have seen the old data: later reads do not join it.
      pending.clear();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

/**
 * A public portfolio's size in memory, about: its JSON at two bytes a character (strings are
 * UTF-16 at most), which is what the cache holds, give or take object overhead.
 */
export const publicPortfolioBytes = (portfolio: object): number => JSON.stringify(portfolio).length * 2;
