import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { messages, type PortfolioData } from '@showfolio/portfolio-schema';
import { createGoogleVerifier } from './auth/google';
import { compression } from './compression';
import { defaultBodyLimit } from './body-limit';
import { tokenKeys } from './auth/tokens';
import type { RateLimitName, ServerConfig } from './config';
import { databaseErrorSummary, isDataException, openDatabase, type Database, type DatabaseHandle } from './db/client';
import { ApiError } from './http';
import {
  createBoundedLogger,
  MAX_URL_LENGTH,
  requestTargetLength,
  uriTooLongMessage,
} from './logging';
import { accountRoutes } from './routes/account';
import { accountDataRoutes } from './routes/account-data';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { domainRoutes } from './routes/domains';
import { portfolioRoutes } from './routes/portfolio';
import { sectionRoutes } from './routes/sections';
import { designRoutes } from './routes/design';
import { templateRoutes } from './routes/templates';
import { twoStepRoutes } from './routes/two-step';
import { createAnalytics, type PageView } from './services/analytics';
import {
  clientAddressFrom,
  rateLimitKeyOf,
  resolveSession,
  UnknownClientError,
  type AppEnv,
  type Services,
} from './services/context';
import { createBackgroundWork } from './services/background';
import { createMailer } from './services/mailer';
import { startDomainChecks, type DnsChecker, type DomainChecks } from './services/custom-domains';
import {
  getPreviewPortfolioData,
  getPublicPortfolio,
  getPublicPortfolioByDomain,
  type PublicPortfolio,
} from './services/public-portfolio';
import { createLookupCache, publicPortfolioBytes } from './services/lookup-cache';
import { createRateLimits } from './services/rate-limit';
import { createStorage, mediaHeaders } from './services/storage';
import { emptyTemplateSource, type TemplateSource } from './services/templates';
import { startCleanup, type CleanupOptions, type CleanupResult } from './services/cleanup';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { createMetrics, disabledMetrics, type Metrics } from './services/metrics';
import {
  inProcessPublicChanges,
  postgresPublicChanges,
  type PublicChanges,
} from './services/public-changes';
import { bearerToken } from './services/context';

export const JSON_BODY_LIMIT = 1024 * 1024;

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/**
 * A request id we take from a client or proxy as it is: short, and only characters that cannot
 * forge a log line or a header (Caddy's and nginx's ids, UUIDs, hex all fit).
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:=-]{1,128}$/;

/** The id of a request: the proxy's `X-Request-Id` when well-formed, else a new UUID. */
export function requestIdOf(header: string | null | undefined): string {
  return header && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/**
 * What a caller in front of the app (the host's edge, which answers some requests itself) hands
 * it in the Node bindings under REQUEST_SCOPE: the request's id, which the app then uses too, and
 * a slot where the app writes the route pattern that answered. With a scope, the caller counts
 * the request in the metrics (once, timing the whole request); without one, the app does.
 */
export interface RequestScope {
  requestId: string;
  route?: string;
}
export const REQUEST_SCOPE = 'showfolioRequestScope';

/**
 * Successful API writes that change nothing a public page shows. Every other successful write
 * (a new route included, until it is listed here) empties the public pages' caches in every process.
 */
const writesThatChangeNoPage = new Set([
  '/api/auth/signup',
  '/api/auth/signin',
  '/api/auth/google/signin',
  '/api/auth/validate-token',
  '/api/auth/signout',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/sessions/signout-others',
  '/api/auth/sessions/:id',
  '/api/auth/two-step/setup',
  '/api/auth/two-step/enable',
  '/api/auth/two-step/disable',
  '/api/auth/two-step/recovery-codes',
  '/api/auth/two-step/verify',
  '/api/auth/step-up',
  '/api/auth/passkeys/register/options',
  '/api/auth/passkeys/register/verify',
  '/api/auth/passkeys/:id',
  '/api/auth/passkeys/signin/options',
  '/api/auth/passkeys/signin/verify',
  '/api/auth/passkeys/step-up/options',
  '/api/auth/passkeys/step-up/verify',
  '/api/contact-us',
  '/api/feedback',
  '/api/templates/preview/:id',
]);

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'unavailable' | 'draining';
  /** Each dependency: the database always, Redis and S3 when configured, LISTEN on PostgreSQL. */
  checks: Record<string, 'ok' | 'failed'>;
}

const READINESS_TIMEOUT_MS = 2000;

export interface CreateAppOptions {
  /**
   * Adds the host's own routes (SPA, server-rendered portfolio pages) to the root app, after
   * `/api` and `/media`, so they share the security headers and error handling.
   */
  configure?: (app: Hono, server: ShowfolioServer) => void | Promise<void>;
  logger?: Logger;
  /**
   * Where a mail written to the outbox (no SMTP_URL) is announced with its links, one readable
   * line each: the started product passes standard output; tests and embedders leave it unset.
   */
  announceMail?: (lines: string) => void;
  /**
   * The templates the API lists and accepts: the host passes the templates registry's catalogue
   * (default: none, so the API alone refuses every template with 'Template not found').
   */
  templates?: TemplateSource;
  /** Extra or replaced CSP directives, e.g. for the host's pages. */
  contentSecurityPolicy?: NonNullable<
    NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
  >;
  /** When and what the periodic job deletes of uploads no portfolio uses (default: hourly, a day old). */
  cleanup?: CleanupOptions;
  /**
   * False stops the embedded PGlite from flushing commits to disk: faster writes, but an OS crash
   * or power loss can lose acknowledged ones. For benchmarks and throwaway data only.
   */
  durableEmbeddedDatabase?: boolean;
  /** Replaces the DNS resolver that custom domain checks ask (default: `DNS_SERVERS` or the system's). */
  dnsChecker?: DnsChecker;
}

export interface ShowfolioServer {
  /** The whole app: security headers, `/api/*`, `/media/*`, then whatever `configure` added. */
  app: Hono;
  /** The API alone, routes relative to `/api` (mount it with `app.route('/api', api)`). */
  api: Hono<AppEnv>;
  /** `GET /:file` for uploaded pictures, to mount under `/media`. */
  media: Hono;
  db: Database;
  config: ServerConfig;
  logger: Logger;
  /** Where e-mails are written when SMTP_URL is unset (null when they go out by SMTP). */
  mailOutbox: string | null;
  /** The public page data for a subdomain (null when nothing is deployed there). */
  getPublicPortfolio(subdomain: string): Promise<PublicPortfolio | null>;
  /** The public page data for a verified custom domain (a Host header), or null. */
  getPublicPortfolioByDomain(host: string): Promise<PublicPortfolio | null>;
  /** Custom domain checks: `runDue()` runs the background pass now; `onChange` hears status changes. */
  domainChecks: Pick<DomainChecks, 'runDue' | 'onChange'>;
  /**
   * Counts a served public page for its owner's Analytics (cheap: it only reads headers and
   * buffers). Bots, HEAD, prefetches, DNT / Sec-GPC and the owner's own signed-in visits are not
   * counted; with `ANALYTICS=off` nothing is.
   */
  recordView(view: PageView): void;
  /** Writes the buffered views now (they are otherwise written every few seconds). */
  flushViews(): Promise<void>;
  /**
   * Counts one request against the rate limit `name`, keyed by the client's address (the socket's,
   * or read from `X-Forwarded-For` under TRUST_PROXY, as the API's limits are). Resolves to null
   * when the request may go on, otherwise to the answer to send: 429 with Retry-After when the limit
   * is spent, 503 when the client's address cannot be known.
   */
  limitClient(
    name: RateLimitName,
    request: Request,
    socketAddress: string | undefined,
  ): Promise<{ status: 429 | 503; message: string; headers: Record<string, string> } | null>;
  /**
   * Counts one request against the rate limit `name` under `key` (a portfolio, say, rather than a
   * client). Null when it may go on, otherwise the 429 to send, with Retry-After.
   */
  limitKey(name: RateLimitName, key: string): Promise<{ status: 429; message: string; headers: Record<string, string> } | null>;
  /**
   * Runs one pass of the hourly cleanup job now: what it removed, or null when another process
   * sharing the database is running it (one runner at a time).
   */
  runCleanup(): Promise<CleanupResult | null>;
  /** Prometheus metrics (`/metrics`); recording is a no-op when METRICS_TOKEN is unset. */
  metrics: Metrics;
  /**
   * Calls `listener` whenever what a public page shows may have changed: after a successful API
   * write in this process (before its response is sent), and on PostgreSQL after one in any other
   * process sharing the database (LISTEN/NOTIFY). Returns the unsubscribe.
   */
  onPublicChange(listener: () => void): () => void;
  /** Whether the database, Redis and S3 (when configured) answer, as `GET /api/ready` reports it. */
  readiness(): Promise<Readiness>;
  /**
   * Starts draining before a shutdown: `/api/ready` answers 503 so the proxy stops sending.
   * Requests are still answered (`gracefulShutdown` also closes each connection after its response).
   */
  drain(): void;
  readonly draining: boolean;
  /**
   * Resolves once no background work runs and no mail is being sent, work started meanwhile
   * included: what a test awaits before it checks that nothing was sent.
   */
  settled(): Promise<void>;
  /** Stops the cleanup job, writes buffered views, waits for background work and mail, then closes Redis and the database. */
  close(): Promise<void>;
}

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
const UNSTORABLE_VALUE = 'The request contains a value that cannot be stored';

/** Where an error was thrown, without the message heading its stack (a failed query's lists the SQL parameters). */
const stackFrames = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * Log lines name the request by id, method and path (never the query string) and a failure by
 * its code: error objects of failed queries carry the SQL parameters, i.e. whatever the user sent.
 */
function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const request = {
      requestId: c.get('requestId') as string | undefined,
      method: c.req.method,
      path: c.req.path,
    };
    if (error instanceof ApiError) {
      if (error instanceof UnknownClientError) {
        logger.error(request, 'no client address: the Node bindings were not passed to fetch');
      }
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ ...error.body, message: error.message }, error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        {
          message:
            error.message || (status === 400 ? 'The request is not valid' : messages.requestFailed),
        },
        status,
      );
    }
    const database = databaseErrorSummary(error);
    if (database && isDataException(database.code)) {
      // A value got past the request schemas that the database will not take: a 400, and a
      // schema to tighten.
      logger.warn({ ...request, ...database }, 'the database refused a value');
      return c.json({ message: UNSTORABLE_VALUE }, 400);
    }
    const cause = database
      ? { ...database, stack: stackFrames(error) }
      : { name: error.name, message: error.message, stack: error.stack };
    logger.error({ ...request, ...cause }, 'unhandled error');
    return c.json({ message: INTERNAL_ERROR }, 500);
  };
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** Compares a presented secret with the configured one in constant time. */
function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** What every route and job works with: the database, mail, storage, rate limits, keys, Google, templates. */
function createServices(
  config: ServerConfig,
  db: Database,
  logger: Logger,
  redis: Redis | undefined,
  { templates, announceMail }: Pick<CreateAppOptions, 'templates' | 'announceMail'>,
): Services {
  return {
    config,
    db,
    logger,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      logger,
      print: announceMail,
    }),
    background: createBackgroundWork(logger),
    storage: createStorage({ dataDir: config.dataDir, appUrl: config.appUrl, s3: config.s3 }),
    rateLimits: createRateLimits(config.rateLimits, redis, config.redisKeyPrefix),
    keys: tokenKeys(config.jwtSecret),
    google: config.google.clientId
      ? createGoogleVerifier({
          clientId: config.google.clientId,
          issuers: config.google.issuers,
          jwksUrl: config.google.jwksUrl,
        })
      : undefined,
    templates: templates ?? emptyTemplateSource(),
  };
}

/** `GET /metrics` in Prometheus' format, behind its bearer token (404 when none is configured). */
function metricsEndpoint(token: string | undefined, metrics: Metrics) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    if (!token) return c.json({ message: messages.notFound }, 404);
    const presented = bearerToken(c);
    if (!presented || !sameSecret(presented, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ message: 'Unauthorized: the metrics need their bearer token' }, 401);
    }
    const { contentType, body } = await metrics.render();
    c.header('Content-Type', contentType);
    return c.body(body);
  };
}

/** Redis when configured (ioredis is loaded only then: about 9 MB of resident memory otherwise). */
async function connectRedis(config: ServerConfig, logger: Logger): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const redis = new (await import('ioredis')).Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (err) =>
    logger.warn({ err }, 'redis unavailable; rate limits fall back to memory'),
  );
  // Until Redis answers, limits would silently be per-process; give it a moment at start.
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000).unref()),
  ]);
  if (!ready) logger.warn('redis not ready after 5 s; rate limits use memory until it is');
  return redis;
}

/** What `/api/ready` reports: each dependency probed, with a timeout; a failure logged once per outage. */
function readinessCheck(deps: {
  handle: DatabaseHandle;
  redis: Redis | undefined;
  /** Probed when uploads go to S3. */
  storage: Pick<Services['storage'], 'check'> | undefined;
  publicChanges: PublicChanges;
  logger: Logger;
  isDraining: () => boolean;
}): () => Promise<Readiness> {
  const { handle, redis, storage, publicChanges, logger } = deps;
  const failedChecks = new Set<string>();
  return async function readiness() {
    const checks: Readiness['checks'] = {};
    const probe = async (name: string, work: (signal: AbortSignal) => Promise<unknown>) => {
      const signal = AbortSignal.timeout(READINESS_TIMEOUT_MS);
      const timedOut = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('timed out'))),
      );
      try {
        await Promise.race([work(signal), timedOut]);
        checks[name] = 'ok';
        failedChecks.delete(name);
      } catch (error) {
        checks[name] = 'failed';
        // Once per outage, not once per health check.
        if (!failedChecks.has(name)) {
          failedChecks.add(name);
          logger.warn(
            { check: name, error: error instanceof Error ? error.name : String(error) },
            'readiness check failed',
          );
        }
      }
    };
    await Promise.all([
      probe('database', () => handle.ping()),
      ...(redis ? [probe('redis', () => redis.ping())] : []),
      ...(storage ? [probe('s3', (signal) => storage.check(signal))] : []),
    ]);
    if (handle.driver === 'postgres') checks.notifications = publicChanges.listening ? 'ok' : 'failed';
    const healthy = Object.values(checks).every((value) => value === 'ok');
    const status = deps.isDraining() ? 'draining' : healthy ? 'ready' : 'unavailable';
    return { ready: status === 'ready', status, checks };
  };
}

/** `GET /:file` for uploads kept on this machine, to mount under `/media`. */
function mediaRoutes(storage: Services['storage']) {
  const media = new Hono();
  media.get('/:file', async (c) => {
    const key = c.req.param('file');
    const body = await storage.readLocal(key);
    if (!body) return c.json({ message: 'File not found' }, 404);
    const { contentType, contentDisposition } = mediaHeaders(key);
    c.header('Content-Type', contentType);
    if (contentDisposition) c.header('Content-Disposition', contentDisposition);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // Published portfolios live on other hosts ({sub}.{PUBLIC_DOMAIN}) and embed these pictures.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(new Uint8Array(body));
  });
  return media;
}

/** Gives each request its id, refuses over-long addresses with 414, then logs and measures it. */
function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const scope = (c.env as Record<string, RequestScope | undefined> | undefined)?.[REQUEST_SCOPE];
    const id = scope?.requestId ?? requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    if (requestTargetLength(c.req.url) > MAX_URL_LENGTH) {
      c.res = c.json({ message: uriTooLongMessage }, 414);
    } else {
      await next();
    }
    const ms = performance.now() - started;
    const route = routePath(c);
    if (scope) scope.route = route;
    else metrics.observeRequest(c.req.method, route, c.res.status, ms / 1000);
    // String fields are cut by the logger (createBoundedLogger); the query is never logged.
    logger.info(
      { requestId: id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) },
      'request',
    );
  };
}

/** The security headers of every answer; `extraPolicy` adds to or replaces CSP directives. */
function securityHeaders(config: ServerConfig, extraPolicy: CreateAppOptions['contentSecurityPolicy']) {
  const mediaOrigins = [
    originOf(config.appUrl),
    ...(config.s3 ? [originOf(config.s3.publicUrl)] : []),
  ];
  return secureHeaders({
    // A route that sets one of these headers itself knows better (media is embedded cross-site).
    overwrite: false,
    strictTransportSecurity: config.appUrl.startsWith('https:')
      ? 'max-age=31536000; includeSubDomains'
      : false,
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginResourcePolicy: 'same-site',
    referrerPolicy: 'strict-origin-when-cross-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      frameSrc: ['https://accounts.google.com/gsi/'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...extraPolicy,
    },
  });
}

export async function createApp(
  config: ServerConfig,
  options: CreateAppOptions = {},
): Promise<ShowfolioServer> {
  const ownLogger = options.logger ? undefined : createBoundedLogger(config.logLevel);
  const logger = options.logger ?? ownLogger!.logger;
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: config.migrationsFolder,
    durable: options.durableEmbeddedDatabase,
    onConnectionError: (err) =>
      logger.warn({ err }, 'database connection lost; the pool reconnects'),
  });
  logger.info({ driver: handle.driver }, 'database ready');
  const redis = await connectRedis(config, logger);

  const services = createServices(config, handle.db, logger, redis, options);
  const analytics = createAnalytics({
    db: handle.db,
    logger,
    config: config.analytics,
    trustProxy: config.trustProxy,
    userOfToken: async (token) => (await resolveSession(services, token))?.userId ?? null,
  });
  const onError = errorHandler(logger);
  const pool = handle.pool;
  const publicChanges: PublicChanges =
    pool && config.databaseUrl
      ? await postgresPublicChanges({ connectionString: config.databaseUrl, pool, logger })
      : inProcessPublicChanges();
  const metrics = config.metricsToken
    ? createMetrics({
        poolStats: pool
          ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
          : undefined,
      })
    : disabledMetrics;
  let draining = false;

  const readiness = readinessCheck({
    handle,
    redis,
    storage: config.s3 ? services.storage : undefined,
    publicChanges,
    logger,
    isDraining: () => draining,
  });
  // Background work may still send mail: it finishes first.
  async function settled() {
    await services.background.idle();
    await services.mailer.idle();
  }
  const cleanup = startCleanup({ ...services, runExclusive: handle.runExclusive }, options.cleanup);
  const domainChecks = startDomainChecks({ ...services, runExclusive: handle.runExclusive }, options.dnsChecker);
  // A background check that starts or stops serving a domain changes what every process's hosts answer.
  domainChecks.onChange(() => {
    publicChanges.publish().catch((err: unknown) => logger.warn({ err }, 'could not announce a custom domain change'));
  });

  /** Public data by key, kept five seconds at most and dropped on any change a public page may show. */
  const publicDataCache = <Value extends object>(load: (key: string) => Promise<Value | null>, max: number) => {
    const cache = createLookupCache<Value>({
      load,
      ttlMs: 5000,
      missTtlMs: 1000,
      max,
      maxBytes: 8 * 1024 * 1024,
      sizeOf: publicPortfolioBytes,
    });
    publicChanges.subscribe(() => cache.invalidate());
    return cache;
  };
  // What GET /api/templates/portfolio/{sub} reads for every visitor of an embedded portfolio (as the
  // host's page cache keeps its pages).
  const publicPortfolios = publicDataCache<PublicPortfolio>((subdomain) => getPublicPortfolio(handle.db, subdomain), 1000);
  // What a preview link shows, by its owner's id: a link may be reloaded in a loop by anyone who
  // holds it, and each reload of unchanged data must not read and map the portfolio again.
  const previewPortfolios = publicDataCache<PortfolioData>((ownerId) => getPreviewPortfolioData(handle.db, ownerId), 200);

  const api = new Hono<AppEnv>();
  api.onError(onError);
  // Each upload route carries its own, larger limit (routes/portfolio/user-portfolio.ts).
  api.use('*', defaultBodyLimit(JSON_BODY_LIMIT, 'Request body is too large (at most 1 MB)'));
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.get('/ready', async (c) => {
    const { ready, status, checks } = await readiness();
    c.header('Cache-Control', 'no-store');
    return c.json({ status, checks }, ready ? 200 : 503);
  });
  api.use('*', async (c, next) => {
    await next();
    if (isWrite(c.req.method) && c.res.status < 400 && !writesThatChangeNoPage.has(routePath(c)))
      await publicChanges.publish();
  });
  api.route('/auth', authRoutes(services));
  api.route('/auth', accountRoutes(services));
  api.route('/auth', accountDataRoutes(services));
  api.route('/auth', twoStepRoutes(services));
  api.route('/templates', templateRoutes(services, publicPortfolios, previewPortfolios));
  api.route('/', contactRoutes(services));
  api.route('/', portfolioRoutes(services));
  api.route('/', sectionRoutes(services));
  api.route('/', designRoutes(services));
  api.route('/analytics', analyticsRoutes(services));
  api.route('/domains', domainRoutes(services, domainChecks));
  api.all('*', (c) => c.json({ message: messages.notFound }, 404));

  const media = mediaRoutes(services.storage);

  const app = new Hono();
  app.onError(onError);
  app.use('*', requestLog(logger, metrics));
  // JSON and HTML above 1 KB go out gzipped; responses that carry their own encoding (the host's
  // pre-compressed assets and cached pages) pass through untouched.
  app.use('*', compression());
  app.use('*', securityHeaders(config, options.contentSecurityPolicy));
  app.get('/metrics', metricsEndpoint(config.metricsToken, metrics));
  app.route('/api', api);
  app.route('/media', media);
  // The host normally answers everything else (SPA fallback); it may replace this with app.notFound.
  app.notFound((c) => c.json({ message: messages.notFound }, 404));

  async function limitKey(name: RateLimitName, key: string) {
    try {
      await services.rateLimits.consume([[name, key]]);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        return { status: 429 as const, message: error.message, headers: error.headers };
      }
      throw error;
    }
  }

  const server: ShowfolioServer = {
    app,
    api,
    media,
    db: handle.db,
    config,
    logger,
    mailOutbox: services.mailer.outboxDir,
    getPublicPortfolio: (subdomain) => getPublicPortfolio(handle.db, subdomain),
    getPublicPortfolioByDomain: (host) => getPublicPortfolioByDomain(handle.db, host),
    domainChecks: { runDue: (now) => domainChecks.runDue(now), onChange: (listener) => domainChecks.onChange(listener) },
    recordView: (view) => analytics.recordView(view),
    flushViews: () => analytics.flush(),
    runCleanup: () => cleanup.runNow(),
    metrics,
    onPublicChange: (listener) => publicChanges.subscribe(listener),
    readiness,
    drain() {
      if (!draining) logger.info('draining: /api/ready answers 503, connections close after each response');
      draining = true;
    },
    get draining() {
      return draining;
    },
    async limitClient(name, request, socketAddress) {
      if (!socketAddress) {
        const refused = new UnknownClientError();
        logger.error({ limit: name }, 'no client address: the Node bindings were not passed to fetch');
        return { status: 503, message: refused.message, headers: {} };
      }
      const address = rateLimitKeyOf(
        clientAddressFrom(socketAddress, request.headers.get('x-forwarded-for'), config.trustProxy),
      );
      return limitKey(name, address);
    },
    limitKey,
    settled,
    async close() {
      await cleanup.stop();
      await domainChecks.stop();
      await analytics.close();
      await settled();
      if (redis) await redis.quit().catch(() => undefined);
      await publicChanges.close();
      await handle.close();
      ownLogger?.close();
    },
  };
  await options.configure?.(app, server);
  return server;
}
