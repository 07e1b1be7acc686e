import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a connection pool reports about itself (node-postgres' counters). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type PublicPageCache = 'lookup' | 'page';

export interface Metrics {
  /** False when METRICS_TOKEN is unset: nothing is collected and `/metrics` answers 404. */
  readonly enabled: boolean;
  /**
   * Counts one answered request. `route` is the pattern that answered it (`/api/auth/signin`,
   * `/portfolio/:subdomain`), never the raw path, so the series stay few whatever clients ask for.
   */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Counts one read of the public pages' caches (the deployed-portfolio lookup, the rendered page). */
  observeCache(cache: PublicPageCache, hit: boolean): void;
  /** The Prometheus text exposition of every metric. */
  render(): Promise<{ contentType: string; body: string }>;
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Metrics that record nothing, for a server with no METRICS_TOKEN. */
export const disabledMetrics: Metrics = {
  enabled: false,
  observeRequest: () => undefined,
  observeCache: () => undefined,
  render: async () => ({ contentType: 'text/plain', body: '' }),
};

/**
 * A registry of its own per server (tests start many servers in one process), with Node's
 * default process metrics (memory, CPU, event loop lag, GC) under `showfolio_`.
 */
export function createMetrics(options: { poolStats?: () => PoolStats | undefined } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'showfolio_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'showfolio_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'showfolio_http_request_duration_seconds',
    help: 'Time to answer a request (until the response is handed to Node), by method, route pattern and status',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'showfolio_public_page_cache_total',
    help: "Reads of the public pages' caches: the deployed-portfolio lookup and the rendered page",
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const { poolStats } = options;
  if (poolStats) {
    const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = poolStats();
          if (stats) this.set(pick(stats));
        },
      });
    gauge('showfolio_db_pool_connections', 'PostgreSQL connections the pool holds', (s) => s.total);
    gauge('showfolio_db_pool_idle_connections', 'Pooled PostgreSQL connections not in use', (s) => s.idle);
    gauge('showfolio_db_pool_waiting_queries', 'Queries waiting for a pooled connection', (s) => s.waiting);
  }
  // The cache series exist from the start, so a dashboard shows 0 rather than no data.
  for (const name of ['lookup', 'page']) for (const result of ['hit', 'miss']) cache.inc({ cache: name, result }, 0);

  return {
    enabled: true,
    observeRequest(method, route, status, seconds) {
      const labels = {
        method: knownMethods.has(method) ? method : 'OTHER',
        route: route || 'unmatched',
        status: String(status),
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    observeCache(name, hit) {
      cache.inc({ cache: name, result: hit ? 'hit' : 'miss' });
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
