import type { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import {
  portfolioExportFormat,
  portfolioExportVersion,
  readPortfolioDesign,
  sectionsToPortfolioData,
  readPortfolioSections,
  toJsonResume,
} from '@showfolio/portfolio-schema';
import {
  analyticsDailyCounts,
  analyticsDailyVisitors,
  contactMessages,
  deployments,
  experiences,
  feedback,
  passkeys,
  portfolios,
  recoveryCodes,
  projects,
  sessions,
  skills,
  twoStepSecrets,
  uploads,
  users,
} from '../db/schema';
import { deployUrlFor } from './records';
import type { Services } from './context';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Where an uploaded file sits in the ZIP. */
const zipPathOf = (storageKey: string) => `files/${storageKey}`;

/**
 * Everything we hold about an account, in our own shape (portfolio.json). Left out on purpose,
 * and said so in README.txt: the password hash and the hashes of e-mailed links (secrets, not
 * data about the person), and visitor hashes (only their daily count means anything).
 * Null when the account is gone.
 */
export async function accountExport(services: Pick<Services, 'db' | 'config'>, userId: string) {
  const { db, config } = services;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [[portfolio], [skill], [project], [experience], deployed, files, devices, views, visitors, messages, notes, keys, [totp], codes] =
    await Promise.all([
      db.select().from(portfolios).where(eq(portfolios.userId, userId)).limit(1),
      db.select().from(skills).where(eq(skills.userId, userId)).limit(1),
      db.select().from(projects).where(eq(projects.userId, userId)).limit(1),
      db.select().from(experiences).where(eq(experiences.userId, userId)).limit(1),
      db.select().from(deployments).where(eq(deployments.userId, userId)).orderBy(asc(deployments.deployedAt)),
      db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
      db
        .select({ day: analyticsDailyCounts.day, dimension: analyticsDailyCounts.dimension, value: analyticsDailyCounts.value, views: analyticsDailyCounts.views })
        .from(analyticsDailyCounts)
        .where(eq(analyticsDailyCounts.userId, userId))
        .orderBy(asc(analyticsDailyCounts.day), asc(analyticsDailyCounts.dimension), asc(analyticsDailyCounts.value)),
      db
        .select({ day: analyticsDailyVisitors.day, visitors: sql<number>`count(*)::int` })
        .from(analyticsDailyVisitors)
        .where(eq(analyticsDailyVisitors.userId, userId))
        .groupBy(analyticsDailyVisitors.day)
        .orderBy(asc(analyticsDailyVisitors.day)),
      db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(asc(contactMessages.createdAt)),
      db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.createdAt)),
      db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)),
      db.select({ enabledAt: twoStepSecrets.enabledAt }).from(twoStepSecrets).where(eq(twoStepSecrets.userId, userId)).limit(1),
      db.select({ usedAt: recoveryCodes.usedAt, createdAt: recoveryCodes.createdAt }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    ]);
  const portfolioData = portfolio
    ? sectionsToPortfolioData({ user, portfolio, skills: skill, projects: project, experiences: experience }, user.mobileNumber)
    : null;
  const document = {
    format: portfolioExportFormat,
    version: portfolioExportVersion,
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      mobileCode: user.mobileCode,
      mobileNumber: user.mobileNumber,
      photoUrl: user.photoUrl,
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleId !== null,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    portfolio: portfolio
      ? {
          userDetails: { firstName: portfolio.firstName, lastName: portfolio.lastName, username: portfolio.username, email: portfolio.email },
          bio: portfolio.bio,
          profilePictureUrl: portfolio.profilePictureUrl,
          resumeUrl: portfolio.resumeUrl,
          education: portfolio.education,
          socialLinks: portfolio.socialLinks,
          headline: portfolio.headline,
          location: portfolio.location,
          showEmail: portfolio.showEmail,
          showPhone: portfolio.showPhone,
          links: portfolio.links,
          sections: readPortfolioSections(portfolio.sections),
          design: readPortfolioDesign(portfolio.design),
          createdAt: iso(portfolio.createdAt),
          updatedAt: iso(portfolio.updatedAt),
        }
      : null,
    skills: skill ? { tech: skill.tech, soft: skill.soft, createdAt: iso(skill.createdAt), updatedAt: iso(skill.updatedAt) } : null,
    projects: project ? { projects: project.projects, createdAt: iso(project.createdAt), updatedAt: iso(project.updatedAt) } : null,
    experiences: experience
      ? { experiences: experience.experiences, createdAt: iso(experience.createdAt), updatedAt: iso(experience.updatedAt) }
      : null,
    deployments: deployed.map((row) => ({
      templateIdentifier: row.templateIdentifier,
      subdomain: row.subdomain,
      url: deployUrlFor(config, row.subdomain),
      isActive: row.isActive,
      deployedAt: iso(row.deployedAt),
      deactivatedAt: iso(row.deactivatedAt),
    })),
    uploads: files.map((row) => ({
      file: zipPathOf(row.storageKey),
      url: row.url,
      contentType: row.contentType,
      byteSize: row.byteSize,
      createdAt: iso(row.createdAt),
    })),
    sessions: devices.map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      signedOutAt: iso(row.revokedAt),
      userAgent: row.userAgent,
      signedInWith: row.signInMethod,
    })),
    // Without secrets: no public keys, credential ids, TOTP secret or recovery codes.
    passkeys: keys.map((row) => ({
      name: row.name,
      createdAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
      backedUp: row.backedUp,
      deviceType: row.deviceType,
    })),
    twoStep: {
      enabled: Boolean(totp?.enabledAt),
      enabledAt: iso(totp?.enabledAt),
      recoveryCodes: totp?.enabledAt ? { total: codes.length, used: codes.filter((row) => row.usedAt).length } : null,
    },
    analytics: { dailyViews: views, dailyUniqueVisitors: visitors },
    contactMessages: messages.map((row) => ({ name: row.name, email: row.email, message: row.message, sentAt: iso(row.createdAt) })),
    feedback: notes.map((row) => ({ name: row.name, email: row.email, feedback: row.feedback, sentAt: iso(row.createdAt) })),
  };
  const publicUrl = deployed.find((row) => row.isActive);
  const resume = portfolioData ? toJsonResume(portfolioData, publicUrl ? { url: deployUrlFor(config, publicUrl.subdomain) } : {}) : null;
  return { document, resume, files: files.map((row) => ({ storageKey: row.storageKey, path: zipPathOf(row.storageKey) })) };
}

const README = (exportedAt: string, username: string, hasResume: boolean) =>
  [
    `Showfolio export of the account "${username}", made ${exportedAt}.`,
    '',
    'portfolio.json',
    '  Everything Showfolio holds about your account, in Showfolio\'s own format: your account details,',
    '  your portfolio (profile, education, skills, projects, experience, social links), every site you',
    '  published, your uploaded files, your signed-in devices (browser and when each was last used), your',
    '  daily visitor statistics and any message you sent us while signed in or from your verified address.',
    '  Visitor statistics keep the 50 most viewed referring sites and ?ref= sources of each day; views',
    '  from any others are counted together as "Other" (totals stay exact).',
    '  Settings > Your data > Import reads this file back into an empty account.',
    '  Your passkeys (name, when added and last used) and whether two-step sign-in is on are listed too.',
    '  Not included: your password and the links we e-mailed you are only kept as one-way hashes, which',
    '  are secrets rather than information about you; visitor hashes are included only as daily counts;',
    '  passkey public keys, the authenticator-app secret and recovery codes are secrets, left out.',
    '',
    'resume.json',
    hasResume
      ? '  Your portfolio as a JSON Resume (https://jsonresume.org/schema), for other resume tools.'
      : '  Not included: you have not saved a portfolio yet.',
    '',
    'files/',
    '  The pictures and documents you uploaded, as we store them (pictures re-encoded as WebP).',
    '  portfolio.json lists each under "uploads".',
    '',
  ].join('\n');

/**
 * The export as a ZIP stream: entries are written as they are read (files straight from disk or
 * S3), so the archive is never held in memory. A file missing from storage is left out.
 */
export function exportZip(services: Pick<Services, 'storage' | 'logger'>, exported: NonNullable<Awaited<ReturnType<typeof accountExport>>>): Readable {
  const zip = new yazl.ZipFile();
  const mtime = new Date(exported.document.exportedAt);
  zip.addBuffer(Buffer.from(`${JSON.stringify(exported.document, null, 2)}\n`), 'portfolio.json', { mtime });
  if (exported.resume) zip.addBuffer(Buffer.from(`${JSON.stringify(exported.resume, null, 2)}\n`), 'resume.json', { mtime });
  zip.addBuffer(Buffer.from(README(exported.document.exportedAt, exported.document.account.username, exported.resume !== null)), 'README.txt', { mtime });
  const output = zip.outputStream as Readable;
  const addFiles = async () => {
    for (const file of exported.files) {
      const stream = await services.storage.open(file.storageKey);
      if (!stream) {
        services.logger.warn({ storageKey: file.storageKey }, 'an uploaded file is missing from storage; left out of the export');
        continue;
      }
      // Pictures and PDFs are compressed already.
      zip.addReadStream(stream, file.path, { mtime, compress: false });
    }
    zip.end();
  };
  addFiles().catch((err: unknown) => {
    services.logger.error({ err }, 'the export could not read a stored file');
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return output;
}
