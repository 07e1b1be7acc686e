import type { users } from '../db/schema';
import type { Services } from '../services/context';
import type { AccountMail } from './message';

type AccountHolder = Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'username'>;

/**
 * Mails the holder of an account, in the background: "Hello {first name}," (the username when
 * there is none, or `greet` when the account's own name cannot be trusted), then `lines`. It goes
 * to the account's address unless `to` names another (a new address being confirmed).
 */
export function mailAccountHolder(
  services: Pick<Services, 'mailer'>,
  user: AccountHolder,
  mail: AccountMail & { to?: string },
): void {
  services.mailer.sendLater({
    to: mail.to ?? user.email,
    subject: mail.subject,
    text: [`Hello ${mail.greet ?? (user.firstName || user.username)},`, '', ...mail.lines].join('\n'),
  });
}

/**
 * Logs a link that was just mailed, only when mail goes to the outbox (no SMTP): the `.eml` file on
 * the same disk holds the link anyway, and the log is how an operator without SMTP finds it. Never
 * with SMTP, where the link is a live credential for the mailbox alone and logs go to more places.
 * NODE_ENV plays no part: neither `npm start` nor the systemd unit sets it.
 */
export function logMailedLink(services: Pick<Services, 'mailer' | 'logger'>, to: string, link: string, what: string): void {
  if (services.mailer.mode === 'outbox') services.logger.info({ to, link }, what);
}
