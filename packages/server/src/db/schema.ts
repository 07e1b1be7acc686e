import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Education,
  ExperienceEntry,
  PortfolioDesign,
  PortfolioSections,
  ProfileLink,
  StoredProjectEntry,
  ResumeDesign,
  ResumePaper,
  SocialLinks,
} from '@showfolio/portfolio-schema';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** Lower-cased e-mail: uniqueness and look-ups are case-insensitive. */
    emailKey: text('email_key').notNull(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobileCode: text('mobile_code').notNull().default('+91'),
    mobileNumber: text('mobile_number').notNull().default(''),
    /** Null for accounts created through Google that never set a password. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    photoUrl: text('photo_url'),
    /**
     * When the account holder proved they receive mail at `email` (Google vouched for it, or a
     * reset link was followed). Null for password sign-ups nobody has confirmed: such an account
     * may have been registered by someone else, so Google sign-in takes it over instead of linking.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Device cookies carry the number they were issued under; raising it makes every earlier one
     * a stranger again (the address's first verification drops the devices someone else signed in from).
     */
    deviceGeneration: integer('device_generation').notNull().default(0),
    /** When the dashboard tour was finished or closed; it does not offer itself again in any browser. */
    tourSeenAt: timestamp('tour_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key_unique').on(t.emailKey),
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
    uniqueIndex('users_google_id_unique').on(t.googleId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: owner(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, cut to 256 characters; null for sessions opened before it was kept. */
    userAgent: text('user_agent'),
    /** When the session was last used, written at most once a minute (see `resolveSession`). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How the session signed in: 'password', 'google', 'passkey', 'link', with '+totp' when a code
     * (or recovery code) completed two-step sign-in. Null for sessions opened before it was kept.
     */
    signInMethod: text('sign_in_method'),
    /** The last proof of identity made in this session (the sign-in, or a later step-up). */
    provedAt: timestamp('proved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: owner(),
    /** SHA-256 of the token; the token itself only ever exists in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export const portfolios = pgTable(
  'portfolios',
  {
    id: id(),
    userId: owner(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    username: text('username').notNull().default(''),
    /** The contact address shown on the public page (may differ from the sign-in e-mail). */
    email: text('email').notNull().default(''),
    bio: text('bio').notNull().default(''),
    profilePictureUrl: text('profile_picture_url').notNull().default(''),
    resumeUrl: text('resume_url').notNull().default(''),
    education: jsonb('education').$type<Education[]>().notNull().default([]),
    socialLinks: jsonb('social_links')
      .$type<SocialLinks>()
      .notNull()
      .default({ linkedin: '', github: '', twitter: '', instagram: '', facebook: '' }),
    /** Issue 31: shown near the name ("Product designer at Ada Studio", "Lisbon, Portugal"). */
    headline: text('headline').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Whether the public page, JSON, JSON-LD and PDF carry `email` / the account's mobile number. */
    showEmail: boolean('show_email').notNull().default(true),
    showPhone: boolean('show_phone').notNull().default(true),
    /** Any links, in the user's order (the five social links keep their own column). */
    links: jsonb('links').$type<ProfileLink[]>().notNull().default([]),
    /**
     * The JSON Resume and custom sections with the section order and hidden sections: one value,
     * written by PATCH /portfolio-sections and read through `portfolioSectionsSchema` (which fills
     * what an older row lacks).
     */
    sections: jsonb('sections').$type<Partial<PortfolioSections>>().notNull().default({}),
    /** The résumé PDF's design and paper (issue 33), remembered for "Download PDF". */
    resumeDesign: text('resume_design').$type<ResumeDesign>().notNull().default('classic'),
    resumePaper: text('resume_paper').$type<ResumePaper>().notNull().default('a4'),
    /** Accent, font, scheme and language (issue 32), read through `readPortfolioDesign`. */
    design: jsonb('design').$type<PortfolioDesign>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('portfolios_user_unique').on(t.userId)],
);

export const skills = pgTable(
  'skills',
  {
    id: id(),
    userId: owner(),
    tech: jsonb('tech').$type<string[]>().notNull().default([]),
    soft: jsonb('soft').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('skills_user_unique').on(t.userId)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    userId: owner(),
    projects: jsonb('projects').$type<StoredProjectEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('projects_user_unique').on(t.userId)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    userId: owner(),
    experiences: jsonb('experiences').$type<ExperienceEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('experiences_user_unique').on(t.userId)],
);

/** Every deployment a user ever made (Flex shows the history); at most one is active. */
export const deployments = pgTable(
  'deployments',
  {
    id: id(),
    userId: owner(),
    templateIdentifier: text('template_identifier').notNull(),
    subdomain: text('subdomain').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    // The database, not a read-then-write check, guarantees a name belongs to one live portfolio.
    uniqueIndex('deployments_active_subdomain_unique').on(t.subdomain).where(sql`${t.isActive}`),
    uniqueIndex('deployments_active_user_unique').on(t.userId).where(sql`${t.isActive}`),
    index('deployments_user_idx').on(t.userId),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: owner(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/**
 * The account a contact or feedback message belongs to, decided when it is sent: the account the
 * sender was signed in to, else the account that had verified the sender's address by then. Null
 * for anyone else: a typed address alone proves nothing, so it never makes a message someone's.
 */
const sender = () => uuid('user_id').references(() => users.id, { onDelete: 'cascade' });

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: sender(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    forwarded: boolean('forwarded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: sender(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    feedback: text('feedback').notNull(),
    forwarded: boolean('forwarded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId)],
);

/*
 * Analytics of public portfolio pages. By design nothing here can identify a visitor: no address,
 * user agent or full referrer URL is ever stored, only per-day counts and per-day visitor hashes
 * keyed with a salt that is deleted once its day is over.
 */

/** Views per owner and UTC day, in total and per referrer host, device class and `?ref=` source. */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'total' (value ''), 'referrer', 'device' or 'source'. */
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.dimension, t.value] }),
    index('analytics_daily_counts_day_idx').on(t.day),
  ],
);

/** One row per distinct visitor of an owner's page on a UTC day, for unique counts. */
export const analyticsDailyVisitors = pgTable(
  'analytics_daily_visitors',
  {
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    /** HMAC of (portfolio, address, user agent) under that day's salt; meaningless once it is gone. */
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.visitorHash] }),
    index('analytics_daily_visitors_day_idx').on(t.day),
  ],
);

/** The random salt of each UTC day, shared by every process; deleted soon after the day ends. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Domains a user connects to their published portfolio (issue #16). Several accounts may claim a
 * name while it is pending (a claim proves nothing, so it must not block the real owner); once one
 * claim is verified, the partial unique index, not a read-then-write check, keeps it the only one.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: id(),
    userId: owner(),
    /** Lower-case ASCII (punycode) host name, no trailing dot. */
    domain: text('domain').notNull(),
    /** The value the TXT record `_showfolio-challenge.{domain}` must hold. */
    token: text('token').notNull(),
    /** 'pending' | 'verified' | 'routing' | 'needs_attention' | 'failed' (see CustomDomainStatus). */
    status: text('status').notNull().default('pending'),
    /** The domain canonical links and the subdomain's redirect point to. */
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Why the last check did not succeed, in words for the owner. */
    reason: text('reason'),
    /** When the TXT record was first found; null while the domain was never verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Since when the checker has been waiting for records to appear (drives the back-off). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** When the background check looks again; null when it gave up (failed). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_domains_serving_domain_unique')
      .on(t.domain)
      .where(sql`${t.status} in ('verified', 'routing')`),
    uniqueIndex('custom_domains_user_domain_unique').on(t.userId, t.domain),
    index('custom_domains_domain_idx').on(t.domain),
    uniqueIndex('custom_domains_primary_unique').on(t.userId).where(sql`${t.isPrimary}`),
    index('custom_domains_user_idx').on(t.userId),
    index('custom_domains_next_check_idx').on(t.nextCheckAt),
  ],
);

/**
 * Stored files whose database rows are already gone (a deleted account's uploads): removed from
 * disk or S3 right after the deletion commits, and by the cleanup job when that failed. No user
 * id: the account no longer exists; the random key is all that is left of the file.
 */
export const pendingFileDeletions = pgTable('pending_file_deletions', {
  id: id(),
  storageKey: text('storage_key').notNull(),
  /** Failed removals so far, for the log. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** What a link mailed to an address proves when it is opened. */
export const emailTokenPurposes = ['change', 'verify'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/**
 * Links that prove the holder receives mail at `newEmail`: a pending change of the sign-in
 * address (`change`, applied only when the link is opened), or a new account's address
 * (`verify`, where `newEmail` is the address the account had when the link was mailed).
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    userId: owner(),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull().default('change'),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the token; the token itself only ever exists in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_change_tokens_hash_unique').on(t.tokenHash), index('email_change_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-in links mailed to an account's address when failed attempts from elsewhere have spent its
 * sign-in budget and the owner tries from a browser the account does not know: single use, short-lived.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: id(),
    userId: owner(),
    /** SHA-256 of the token; the token itself only ever exists in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_links_hash_unique').on(t.tokenHash), index('sign_in_links_user_idx').on(t.userId)],
);

/** What a held name is: an account's username or a portfolio's subdomain. */
export const heldNameKinds = ['username', 'subdomain'] as const;
export type HeldNameKind = (typeof heldNameKinds)[number];

/**
 * Names a deleted account held, kept from everyone until `heldUntil` (30 days, as an unpublished
 * subdomain is held for its owner), so nobody can step into a name people still follow or mail.
 * Only a SHA-256 of the lower-cased name is kept: nothing of the deleted account stays readable.
 */
export const heldNames = pgTable(
  'held_names',
  {
    kind: text('kind', { enum: heldNameKinds }).notNull(),
    /** SHA-256 (hex) of the lower-cased name (`users.username_key`, a subdomain). */
    nameHash: text('name_hash').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.nameHash] })],
);

/** A passkey (WebAuthn credential) registered to an account (issue 37): up to 10 per account. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: owner(),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for authenticators that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'singleDevice' | 'multiDevice' (WebAuthn's backup eligibility). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * An account's authenticator-app (TOTP) secret, encrypted with a key derived from the server's
 * secret. `enabledAt` is null while set-up waits for its first code; two-step is on once it is set.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM ciphertext of the base32 secret (see `auth/two-step.ts`). */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The newest 30-second time step a code was accepted for: a code works once. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes for two-step sign-in; only a SHA-256 of each is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: owner(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in that passed its first step (password or Google) and waits for a code: bound to the
 * browser by a cookie whose SHA-256 is `tokenHash`, five minutes, a few attempts.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    /** The first step: 'password' or 'google'. */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pending_sign_ins_token_hash_unique').on(t.tokenHash), index('pending_sign_ins_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges: single use, two minutes, bound to whoever asked (a session, or for a
 * sign-in a browser cookie), by the SHA-256 `bindingHash`. `userId` is null for sign-in.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'register' | 'authenticate' | 'step-up'. */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    bindingHash: text('binding_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_unique').on(t.challenge),
    index('webauthn_challenges_user_idx').on(t.userId),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);
