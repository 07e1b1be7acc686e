import type { users } from '../db/schema';
import { appLink, appPaths } from '@showfolio/portfolio-schema';
import { mailAccountHolder } from './account-holder';
import type { Services } from '../services/context';

type AccountHolder = Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'username'>;

/** The changes to how an account signs in that its holder is told about (issue 37). */
export type SecurityChange =
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-renamed'; name: string }
  | { kind: 'passkey-removed'; name: string }
  | { kind: 'two-step-on' }
  | { kind: 'two-step-off' }
  | { kind: 'recovery-codes-new' }
  | { kind: 'recovery-code-used'; left: number }
  | { kind: 'two-step-cleared' };

const subjects: Record<SecurityChange['kind'], string> = {
  'passkey-added': 'A passkey was added to your Showfolio account',
  'passkey-renamed': 'A passkey of your Showfolio account was renamed',
  'passkey-removed': 'A passkey was removed from your Showfolio account',
  'two-step-on': 'Two-step sign-in is on for your Showfolio account',
  'two-step-off': 'Two-step sign-in was turned off for your Showfolio account',
  'recovery-codes-new': 'New recovery codes for your Showfolio account',
  'recovery-code-used': 'A recovery code was used to sign in to your Showfolio account',
  'two-step-cleared': 'Two-step sign-in was cleared for your Showfolio account',
};

function what(change: SecurityChange): string {
  switch (change.kind) {
    case 'passkey-added':
      return `A passkey named "${change.name}" was added to your Showfolio account`;
    case 'passkey-renamed':
      return `A passkey of your Showfolio account was renamed to "${change.name}"`;
    case 'passkey-removed':
      return `The passkey named "${change.name}" was removed from your Showfolio account`;
    case 'two-step-on':
      return 'Two-step sign-in (codes from an authenticator app) was turned on for your Showfolio account';
    case 'two-step-off':
      return 'Two-step sign-in was turned off for your Showfolio account';
    case 'recovery-codes-new':
      return 'New recovery codes were made for your Showfolio account (the old ones no longer work)';
    case 'recovery-code-used':
      return `A recovery code was used to sign in to your Showfolio account (${change.left} left)`;
    case 'two-step-cleared':
      return 'At your request, our support turned two-step sign-in off for your Showfolio account';
  }
}

/**
 * Tells the account's holder that how it signs in changed, when and from which device, and what
 * to do if it was not them. Sent in the background through the account mail module.
 */
export function mailSecurityNotice(
  services: Pick<Services, 'mailer' | 'config'>,
  user: AccountHolder,
  change: SecurityChange,
  device: string,
): void {
  mailAccountHolder(services, user, {
    subject: subjects[change.kind],
    lines: [
      `${what(change)} on ${new Date().toUTCString()}, from ${device}.`,
      '',
      'If this was you, there is nothing else to do.',
      'If it was not, change your password right away and review Settings > Passkeys and Two-step sign-in:',
      '',
      appLink(services.config.appUrl, appPaths.forgotPassword),
    ],
  });
}
