import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { messages } from '@showfolio/portfolio-schema';
import { createGoogleVerifier } from './auth/google';
import { compression } from './compression';
import { tokenKeys } from './auth/tokens';
import type { RateLimitName, ServerConfig } from './config';
import { databaseErrorSummary, isDataException, openDatabase, type Database } from './db/client';
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
import { portfolioRoutes } from './routes/portfolio';
import { templateRoutes } from './routes/templates';
import { createAnalytics, type PageView } from './services/analytics';
import {
  clientAddressFrom,
  resolveSession,
  UnknownClientError,
  type AppEnv,
  type Services,
} from './services/context';
import { createMailer } from './services/mailer';
import { getPublicPortfolio, type PublicPortfolio } from './services/public-portfolio';
import { createRateLimits } from './services/rate-limit';
import { createStorage, mediaHeaders } from './services/storage';
import { emptyTemplateSource, type TemplateSource } from './services/templates';
import { startCleanup, type CleanupOptions, type CleanupResult } from './services/cleanup';
import { MAX_PICTURE_BYTES, MAX_RESUME_BYTES, uploadMessages } from './services/uploads';
import { join } from 'node:path';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface CreateAppOptions {
  /**
   * Adds the host's own routes (SPA, server-rendered portfolio pages) to the root app, after
   * `/api` and `/media`, so they share the security headers and error handling.
   */
  configure?: (app: Hono, server: ShowfolioServer) => void | Promise<void>;
  logger?: Logger;
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
  /** The public page data for a subdomain (null when nothing is deployed there). */
  getPublicPortfolio(subdomain: string): Promise<PublicPortfolio | null>;
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
   * Runs one pass of the hourly cleanup job now: what it removed, or null when another process
   * sharing the database is running it (one runner at a time).
   */
  runCleanup(): Promise<CleanupResult | null>;
  /** Stops the cleanup job, writes buffered views, waits for background mail, then closes Redis and the database. */
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
      return c.json({ message: error.message }, error.status);
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

function originOf(url: string): string {
  return new URL(url).origin;
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
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', (err) =>
    logger.warn({ err }, 'redis unavailable; rate limits fall back to memory'),
  );
  if (redis) {
    // Until Redis answers, limits would silently be per-process; give it a moment at start.
    const ready = await Promise.race([
      new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000).unref()),
    ]);
    if (!ready) logger.warn('redis not ready after 5 s; rate limits use memory until it is');
  }

  const services: Services = {
    config,
    db: handle.db,
    logger,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      logger,
    }),
    storage: createStorage({ dataDir: config.dataDir, appUrl: config.appUrl, s3: config.s3 }),
    rateLimits: createRateLimits(config.rateLimits, redis),
    keys: tokenKeys(config.jwtSecret),
    google: config.google.clientId
      ? createGoogleVerifier({
          clientId: config.google.clientId,
          issuers: config.google.issuers,
          jwksUrl: config.google.jwksUrl,
        })
      : undefined,
    templates: options.templates ?? emptyTemplateSource(),
  };
  const analytics = createAnalytics({
    db: handle.db,
    logger,
    config: config.analytics,
    trustProxy: config.trustProxy,
    userOfToken: async (token) => (await resolveSession(services, token))?.userId ?? null,
  });
  const onError = errorHandler(logger);
  const cleanup = startCleanup({ ...services, runExclusive: handle.runExclusive }, options.cleanup);

  const api = new Hono<AppEnv>();
  api.onError(onError);
  api.use('*', async (c, next) => {
    const upload = c.req.path.endsWith('/user-portfolio/upload-profile-picture')
      ? { maxBytes: MAX_PICTURE_BYTES, message: uploadMessages.tooLarge }
      : c.req.path.endsWith('/user-portfolio/upload-resume')
        ? { maxBytes: MAX_RESUME_BYTES, message: uploadMessages.pdfTooLarge }
        : undefined;
    // A multipart body carries some framing around the file (and a crop), hence the small allowance.
    const maxSize = upload ? upload.maxBytes + 64 * 1024 : JSON_BODY_LIMIT;
    const message = upload?.message ?? 'Request body is too large (at most 1 MB)';
    return bodyLimit({ maxSize, onError: (ctx) => ctx.json({ message }, 413) })(c, next);
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/auth', authRoutes(services));
  api.route('/auth', accountRoutes(services));
  api.route('/auth', accountDataRoutes(services));
  api.route('/templates', templateRoutes(services));
  api.route('/', contactRoutes(services));
  api.route('/', portfolioRoutes(services));
  api.route('/analytics', analyticsRoutes(services));
  api.all('*', (c) => c.json({ message: messages.notFound }, 404));

  const media = new Hono();
  media.get('/:file', async (c) => {
    const key = c.req.param('file');
    const body = await services.storage.readLocal(key);
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

  const mediaOrigins = [
    originOf(config.appUrl),
    ...(config.s3 ? [originOf(config.s3.publicUrl)] : []),
  ];
  const app = new Hono();
  app.onError(onError);
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    if (requestTargetLength(c.req.url) > MAX_URL_LENGTH) {
      c.res = c.json({ message: uriTooLongMessage }, 414);
    } else {
      await next();
    }
    // String fields are cut by the logger (createBoundedLogger); the query is never logged.
    logger.info(
      {
        requestId: c.get('requestId') as string | undefined,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  // JSON and HTML above 1 KB go out gzipped; responses that carry their own encoding (the host's
  // pre-compressed assets and cached pages) pass through untouched.
  app.use('*', compression());
  app.use(
    '*',
    secureHeaders({
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
        ...options.contentSecurityPolicy,
      },
    }),
  );
  app.route('/api', api);
  app.route('/media', media);
  // The host normally answers everything else (SPA fallback); it may replace this with app.notFound.
  app.notFound((c) => c.json({ message: messages.notFound }, 404));

  const server: ShowfolioServer = {
    app,
    api,
    media,
    db: handle.db,
    config,
    logger,
    getPublicPortfolio: (subdomain) => getPublicPortfolio(handle.db, subdomain),
    recordView: (view) => analytics.recordView(view),
    flushViews: () => analytics.flush(),
    runCleanup: () => cleanup.runNow(),
    async limitClient(name, request, socketAddress) {
      if (!socketAddress) {
        const refused = new UnknownClientError();
        logger.error({ limit: name }, 'no client address: the Node bindings were not passed to fetch');
        return { status: 503, message: refused.message, headers: {} };
      }
      const address = clientAddressFrom(
        socketAddress,
        request.headers.get('x-forwarded-for'),
        config.trustProxy,
      );
      try {
        await services.rateLimits.consume([[name, address]]);
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          return { status: 429, message: error.message, headers: error.headers };
        }
        throw error;
      }
    },
    async close() {
      await cleanup.stop();
      await analytics.close();
      await services.mailer.idle();
      if (redis) await redis.quit().catch(() => undefined);
      await handle.close();
      ownLogger?.close();
    },
  };
  await options.configure?.(app, server);
  return server;
}
