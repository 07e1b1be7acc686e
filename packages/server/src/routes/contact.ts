import { Hono } from 'hono';
import { contactSchema, feedbackSchema } from '@showfolio/portfolio-schema';
import { contactMessages, feedback } from '../db/schema';
import { readJson } from '../http';
import { clientIp, type AppEnv, type Services } from '../services/context';

export const contactMessagesText = {
  contactReceived: 'Thank you for reaching out! We will get back to you soon.',
  feedbackReceived: 'Thank you for your feedback!',
} as const;

export function contactRoutes(services: Services) {
  const { db, rateLimits, mailer, config } = services;
  const app = new Hono<AppEnv>();

  app.post('/contact-us', async (c) => {
    await rateLimits.consume([['contactIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, contactSchema);
    await rateLimits.consume([['contactEmail', data.email.toLowerCase()]]);
    const [row] = await db
      .insert(contactMessages)
      .values({ name: data.name, email: data.email, message: data.message, forwarded: Boolean(config.contactInbox) })
      .returning({ id: contactMessages.id });
    if (config.contactInbox && row) {
      mailer.sendLater({
        to: config.contactInbox,
        replyTo: data.email,
        subject: `Contact form: ${data.name}`,
        text: `From: ${data.name} <${data.email}>\n\n${data.message}`,
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
      .values({ name: data.name, email: data.email, feedback: data.feedback, forwarded: Boolean(config.contactInbox) })
      .returning({ id: feedback.id });
    if (config.contactInbox && row) {
      mailer.sendLater({
        to: config.contactInbox,
        replyTo: data.email,
        subject: `Feedback: ${data.name}`,
        text: `From: ${data.name} <${data.email}>\n\n${data.feedback}`,
      });
    }
    return c.json({ message: contactMessagesText.feedbackReceived }, 201);
  });

  return app;
}

