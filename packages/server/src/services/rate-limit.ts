import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitConfig, RateLimitName } from '../config';
import { ApiError } from '../http';

export interface RateLimits {
  /** Counts one attempt against every (limit, key) pair; throws a 429 ApiError when any is spent. */
  consume(pairs: ReadonlyArray<readonly [RateLimitName, string]>): Promise<void>;
  /** Forgets a key, e.g. an account's failed sign-ins after a successful one. */
  reset(name: RateLimitName, key: string): Promise<void>;
}

export function tooManyAttempts(msBeforeNext: number): ApiError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new ApiError(
    429,
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(Math.ceil(msBeforeNext / 1000)) },
  );
}

export function createRateLimits(config: RateLimitConfig, redis?: Redis, keyPrefix = 'showfolio'): RateLimits {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(config) as [RateLimitName, RateLimitConfig[RateLimitName]][]) {
    const options = { keyPrefix: `${keyPrefix}:${name}`, points: rule.points, duration: rule.durationSeconds };
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options),
    );
  }
  const limiter = (name: RateLimitName) => {
    const found = limiters.get(name);
    if (!found) throw new Error(`Unknown rate limit ${name}`);
    return found;
  };
  return {
    async consume(pairs) {
      for (const [name, key] of pairs) {
        try {
          await limiter(name).consume(key);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
          throw error;
        }
      }
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}
