import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** One bucket of a rate limit: `points` attempts per `durationSeconds`. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export const rateLimitNames = [
  'signinIp',
  'signinAccountIp',
  'signinAccount',
  'signupIp',
  'usernameCheckIp',
  'googleIp',
  'forgotIp',
  'forgotAccount',
  'resetIp',
  'contactIp',
  'contactEmail',
  'feedbackIp',
  'feedbackEmail',
  'uploadUser',
  'uploadIp',
  'subdomainCheckUser',
  'subdomainCheckIp',
  'pdfIp',
  'pdfPortfolio',
  'pdfDraft',
  'accountUser',
  'sessionListUser',
  'domainWriteUser',
  'domainCheckUser',
  'domainListUser',
  'tlsAskRefused',
  'exportUser',
  'verifyResendUser',
  'signinLinkAccount',
] as const;
export type RateLimitName = (typeof rateLimitNames)[number];
export type RateLimitConfig = Record<RateLimitName, RateLimitRule>;

const minutes = (n: number) => n * 60;
export const defaultRateLimits: RateLimitConfig = {
  // Sign-in follows OWASP's lockout advice: an address may guess a little at one account and
  // somewhat more across accounts; the account as a whole has a larger, slower budget that a
  // device the account signed in from before does not draw on, so attackers elsewhere cannot
  // lock its owner out.
  signinIp: { points: 30, durationSeconds: minutes(15) },
  signinAccountIp: { points: 10, durationSeconds: minutes(15) },
  signinAccount: { points: 50, durationSeconds: minutes(60) },
  signupIp: { points: 10, durationSeconds: minutes(60) },
  // Sign-up step 2 checks as the user types (debounced): room for a few names, not for a crawl.
  usernameCheckIp: { points: 60, durationSeconds: minutes(15) },
  googleIp: { points: 30, durationSeconds: minutes(15) },
  forgotIp: { points: 10, durationSeconds: minutes(60) },
  forgotAccount: { points: 5, durationSeconds: minutes(60) },
  resetIp: { points: 20, durationSeconds: minutes(60) },
  contactIp: { points: 10, durationSeconds: minutes(60) },
  contactEmail: { points: 5, durationSeconds: minutes(60) },
  feedbackIp: { points: 10, durationSeconds: minutes(60) },
  feedbackEmail: { points: 5, durationSeconds: minutes(60) },
  uploadUser: { points: 30, durationSeconds: minutes(60) },
  uploadIp: { points: 120, durationSeconds: minutes(60) },
  // The deploy modal checks as the user types (debounced): generous for a person, too slow to
  // walk a dictionary of names.
  subdomainCheckUser: { points: 200, durationSeconds: minutes(15) },
  subdomainCheckIp: { points: 400, durationSeconds: minutes(15) },
  // A published page's PDF runs a headless browser when it is not cached: plenty for a person
  // (or a recruiter downloading a few dozen), too few to keep the server's Chromium busy.
  pdfIp: { points: 60, durationSeconds: minutes(60) },
  // Prints of one portfolio, whoever asks: a print happens only when the page changed since the
  // last one (PDFs are kept by content), so this bounds what its owner's edits can cost.
  pdfPortfolio: { points: 12, durationSeconds: minutes(60) },
  // The editor's Résumé tab: one render per pause in typing that changed the draft (the same draft
  // is served from disk). Enough for an hour of editing, bounded for a script.
  pdfDraft: { points: 120, durationSeconds: minutes(60) },
  // Settings: profile saves and signing devices out, per account; listing devices is cheaper.
  // Password changes count against the sign-in limits instead (they test a password).
  accountUser: { points: 30, durationSeconds: minutes(15) },
  sessionListUser: { points: 120, durationSeconds: minutes(15) },
  // Custom domains: adding, removing and choosing the primary one; "Check now" asks DNS, so it
  // is slower; the dashboard polls the list while a check is pending.
  domainWriteUser: { points: 30, durationSeconds: minutes(15) },
  domainCheckUser: { points: 60, durationSeconds: minutes(15) },
  domainListUser: { points: 600, durationSeconds: minutes(15) },
  // Caddy asks before every certificate it would obtain for a name it has none for, always from
  // the same address. Known names are answered without counting; only refusals count, all callers
  // in one bucket, so a burst of made-up names slows the refusals and never a real domain's answer.
  tlsAskRefused: { points: 600, durationSeconds: 60 },
  // An export reads every stored file of the account: a few an hour is plenty for a person.
  exportUser: { points: 10, durationSeconds: minutes(60) },
  // "Resend" on the verification e-mail: a few tries for a slow inbox, not a way to flood one.
  verifyResendUser: { points: 3, durationSeconds: minutes(60) },
  // Sign-in links mailed when the account's sign-in budget is spent and the owner tries from a new
  // device: enough for the owner, too few for an attacker to flood the mailbox with them.
  signinLinkAccount: { points: 3, durationSeconds: minutes(60) },
};

/** Custom domains (issue #16): how their DNS is checked and what they point to. */
export interface CustomDomainConfig {
  /** Resolvers to ask (`DNS_SERVERS`, `ip` or `ip:port`); empty = the system's. */
  dnsServers: string[];
  /**
   * The name (or address) a domain may point at besides `{sub}.{PUBLIC_DOMAIN}`
   * (`CUSTOM_DOMAIN_TARGET`): a CNAME to it, or A/AAAA records equal to its addresses, mean routed.
   */
  target?: string;
  /** `{sub}.{PUBLIC_DOMAIN}` answers 301 to the primary custom domain once it routes (`CUSTOM_DOMAIN_REDIRECT`). */
  redirectSubdomain: boolean;
  /** How often the background checker looks for domains due a check. */
  checkIntervalMs: number;
  /** How long one DNS question may take before it counts as unanswered. */
  dnsTimeoutMs: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base address the stored objects are reachable at (CDN or bucket URL). */
  publicUrl: string;
}

/** Counting views of public portfolio pages (see services/analytics.ts). */
export interface AnalyticsConfig {
  /** ANALYTICS=off turns counting off; the summary then only shows what was stored before. */
  enabled: boolean;
  /** Buffered views are written at least this often, so a crash loses at most this much. */
  flushIntervalMs: number;
  /** ...or as soon as this many distinct visits wait (identical requests are counted, not kept). */
  batchSize: number;
}

export const defaultAnalyticsConfig: AnalyticsConfig = {
  enabled: true,
  flushIntervalMs: 5000,
  batchSize: 1000,
};

export interface ServerConfig {
  port: number;
  /** Public address of the app, without a trailing slash. */
  appUrl: string;
  publicDomain: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  contactInbox?: string;
  google: { clientId?: string; issuers: string[]; jwksUrl: string };
  s3?: S3Config;
  redisUrl?: string;
  /** Prefix of every Redis key (REDIS_KEY_PREFIX), so several deployments can share one Redis. */
  redisKeyPrefix: string;
  /**
   * Bearer token that opens `GET /metrics` (Prometheus). Unset, the route answers 404 and no
   * metrics are collected.
   */
  metricsToken?: string;
  /**
   * How long a process keeps answering after SIGTERM, with /api/ready at 503 and every response
   * closing its connection, before it stops accepting connections: set it above the proxy's
   * health-check interval so the proxy stops sending before the listener goes (0 = stop at once).
   */
  drainDelayMs: number;
  /**
   * How many reverse proxies stand in front of the process (0 = none). With N, the client address
   * for rate limits is the one N hops from the right of `X-Forwarded-For` plus the socket address,
   * so entries a client writes itself are never trusted.
   */
  trustProxy: number;
  rateLimits: RateLimitConfig;
  analytics: AnalyticsConfig;
  customDomains: CustomDomainConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Overrides where the SQL migrations are read from (normally found next to the code). */
  migrationsFolder?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const httpUrl = (name: string) =>
  z.url({
    protocol: /^https?$/,
    error: `${name} must be an http(s) address such as http://localhost:3000`,
  });

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'PORT must be a whole number between 0 and 65535' })
      .int('PORT must be a whole number between 0 and 65535')
      .min(0, 'PORT must be a whole number between 0 and 65535')
      .max(65535, 'PORT must be a whole number between 0 and 65535')
      .default(3000),
  ),
  APP_URL: z.preprocess(blankToUndefined, httpUrl('APP_URL').optional()),
  PUBLIC_DOMAIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,200}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
        'PUBLIC_DOMAIN must be a host name such as showfolio.localhost (no scheme, port or path)',
      )
      .default('showfolio.localhost'),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.string().trim().min(3).max(254, 'MAIL_FROM must be at most 254 characters').optional(),
  ),
  CONTACT_INBOX: z.preprocess(
    blankToUndefined,
    z.email({ error: 'CONTACT_INBOX must be an e-mail address' }).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ISSUER: optionalText,
  GOOGLE_JWKS_URL: z.preprocess(blankToUndefined, httpUrl('GOOGLE_JWKS_URL').optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.preprocess(blankToUndefined, httpUrl('S3_ENDPOINT').optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: z.preprocess(blankToUndefined, httpUrl('S3_PUBLIC_URL').optional()),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// connection string')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : _ . -')
      .default('showfolio'),
  ),
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{16,256}$/, 'METRICS_TOKEN must be 16 to 256 printable characters without spaces')
      .optional(),
  ),
  DRAIN_DELAY_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'DRAIN_DELAY_MS must be a whole number of milliseconds between 0 and 60000' })
      .int('DRAIN_DELAY_MS must be a whole number of milliseconds between 0 and 60000')
      .min(0, 'DRAIN_DELAY_MS must be a whole number of milliseconds between 0 and 60000')
      .max(60_000, 'DRAIN_DELAY_MS must be a whole number of milliseconds between 0 and 60000')
      .default(0),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(true|false|\d{1,2})$/i, 'TRUST_PROXY must be false, true (one proxy) or the number of proxies in front')
      .default('false')
      .transform((value) => (/^true$/i.test(value) ? 1 : /^false$/i.test(value) ? 0 : Number(value))),
  ),
  RATE_LIMIT_SCALE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'RATE_LIMIT_SCALE must be a number of 1 or more' })
      .min(1, 'RATE_LIMIT_SCALE must be a number of 1 or more')
      .default(1),
  ),
  ANALYTICS: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['on', 'off'], { error: 'ANALYTICS must be on or off' }).default('on'),
  ),
  DNS_SERVERS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .refine(
        (servers) => servers.every(isDnsServer),
        'DNS_SERVERS must be a comma-separated list of IP addresses, each optionally with a port (1.1.1.1, 127.0.0.1:5353, [::1]:53)',
      )
      .optional(),
  ),
  CUSTOM_DOMAIN_TARGET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => value.replace(/\.$/, ''))
      .refine(
        (value) => isIP(value) !== 0 || /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(value),
        'CUSTOM_DOMAIN_TARGET must be a host name such as domains.showfolio.example or an IP address',
      )
      .optional(),
  ),
  CUSTOM_DOMAIN_REDIRECT: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['on', 'off'], { error: 'CUSTOM_DOMAIN_REDIRECT must be on or off' }).default('on'),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
});

/** `1.1.1.1`, `1.1.1.1:53`, `::1` or `[::1]:53`: what `Resolver.setServers` takes. */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  const withPort = /^([\d.]+):(\d{1,5})$/.exec(entry);
  const [address, port] = bracketed ? [bracketed[1]!, bracketed[2]] : withPort ? [withPort[1]!, withPort[2]] : [entry, undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return isIP(address) !== 0;
}

const JWT_SECRET_FILE = 'jwt-secret';

/** Reads the secret kept in DATA_DIR, creating it on first start so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Validates the environment and returns the server configuration. Throws a ConfigError that
 * names every bad variable. `overrides` lets tests and the host adjust the result (for example
 * `rateLimits`) without inventing environment variables.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const problems: string[] = [];

  const s3Vars = [e.S3_BUCKET, e.S3_REGION, e.S3_PUBLIC_URL];
  let s3: S3Config | undefined;
  if (s3Vars.some((v) => v !== undefined)) {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET is required when any S3_* variable is set');
    if (!e.S3_PUBLIC_URL && !e.S3_ENDPOINT)
      problems.push('S3_PUBLIC_URL (or S3_ENDPOINT) is required when S3_BUCKET is set');
    if (e.S3_BUCKET) {
      s3 = {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? 'us-east-1',
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        publicUrl: (e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT}/${e.S3_BUCKET}`).replace(/\/+$/, ''),
      };
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  const scale = e.RATE_LIMIT_SCALE;
  const rateLimits = Object.fromEntries(
    Object.entries(defaultRateLimits).map(([name, rule]) => [
      name,
      { points: Math.round(rule.points * scale), durationSeconds: rule.durationSeconds },
    ]),
  ) as RateLimitConfig;

  const config: ServerConfig = {
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicDomain: e.PUBLIC_DOMAIN,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Showfolio <no-reply@showfolio.localhost>',
    contactInbox: e.CONTACT_INBOX,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      issuers: e.GOOGLE_ISSUER ? [e.GOOGLE_ISSUER] : ['accounts.google.com', 'https://accounts.google.com'],
      jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    s3,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    drainDelayMs: e.DRAIN_DELAY_MS,
    trustProxy: e.TRUST_PROXY,
    rateLimits,
    analytics: { ...defaultAnalyticsConfig, enabled: e.ANALYTICS === 'on' },
    customDomains: {
      dnsServers: e.DNS_SERVERS ?? [],
      target: e.CUSTOM_DOMAIN_TARGET,
      redirectSubdomain: e.CUSTOM_DOMAIN_REDIRECT === 'on',
      checkIntervalMs: 30_000,
      dnsTimeoutMs: 3000,
    },
    logLevel: e.LOG_LEVEL,
  };
  return { ...config, ...overrides };
}
