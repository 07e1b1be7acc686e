import { and, eq, isNotNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { contactSchema, feedbackSchema } from '@showfolio/portfolio-schema';
import { contactMessages, feedback, users } from '../db/schema';
import { readJson } from '../http';
import { bearerToken, clientIp, resolveSession, type AppEnv, type Services } from '../services/context';
import { contactMessageMail } from '../mail/contact-message';
import { feedbackMail } from '../mail/feedback';

export const contactMessagesText = {
  contactReceived: 'Thank you for reaching out! We will get back to you soon.',
  feedbackReceived: 'Thank you for your feedback!',
} as const;

/**
 * The account a message belongs to (its export shows it, its deletion erases it): the one the sender
 * is signed in to, else the one that has verified the typed address by now. Anyone can type an
 * address, so an unverified account never gets messages that merely name its address.
 */
async function senderAccount(c: Context, services: Services, email: string): Promise<string | null> {
  const session = await resolveSession(services, bearerToken(c));
  if (session) return session.userId;
  const [verified] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailKey, email.toLowerCase()), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return verified?.id ?? null;
}

export function contactRoutes(services: Services) {
  const { db, rateLimits, mailer, config } = services;
  const app = new Hono<AppEnv>();

  app.post('/contact-us', async (c) => {
    await rateLimits.consume([['contactIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, contactSchema);
    await rateLimits.consume([['contactEmail', data.email.toLowerCase()]]);
    const [row] = await db
      .insert(contactMessages)
      .values({
        userId: await senderAccount(c, services, data.email),
        name: data.name,
        email: data.email,
        message: data.message,
        forwarded: Boolean(config.contactInbox),
      })
      .returning({ id: contactMessages.id });
    if (config.contactInbox && row) {
      mailer.sendLater({
        to: config.contactInbox,
        replyTo: data.email,
        ...contactMessageMail(data),
      });
    }
    return c.json({ message: contactMessagesText.contactReceived }, 201);
  });

  app.post('/feedback', async (c) => {
    await rateLimits.consume([['feedbackIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, feedbackSchema);
    await rateLimits.consume([['feedbackEmail', data.email.toLowerCase()]]);
    const [row] = await db
      .insert(feedback)
      .values({
        userId: await senderAccount(c, services, data.email),
        name: data.name,
        email: data.email,
        feedback: data.feedback,
        forwarded: Boolean(config.contactInbox),
      })
      .returning({ id: feedback.id });
    if (config.contactInbox && row) {
      mailer.sendLater({
        to: config.contactInbox,
        replyTo: data.email,
        ...feedbackMail(data),
      });
    }
    return c.json({ message: contactMessagesText.feedbackReceived }, 201);
  });

  return app;
}

