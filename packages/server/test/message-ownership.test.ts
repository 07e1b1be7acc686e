import { eq } from 'drizzle-orm';
import { contactMessages, feedback } from '../src/db/schema';
import { databaseLabel, signedInUser, startTestServer, verifyEmail, type TestServer } from './harness';
import { unzip } from './support/zip';

type Exported = { contactMessages: Array<{ message: string }>; feedback: Array<{ feedback: string }> };

async function exportOf(t: TestServer, token: string): Promise<Exported> {
  const res = await t.request('/api/auth/export', { token });
  expect(res.status).toBe(200);
  const entries = await unzip(Buffer.from(await res.arrayBuffer()));
  return JSON.parse(entries.get('portfolio.json')!.toString('utf8')) as Exported;
}

/**
 * Issue 30 item 8: a contact or feedback message is someone's only if they sent it signed in, or
 * from an address their account had verified by then. Typing an address proves nothing.
 */
describe(`whose contact and feedback messages are whose (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const contact = (email: string, message: string, token?: string) =>
    t.request('/api/contact-us', { method: 'POST', token, json: { name: 'Someone', email, message } });
  const sendFeedback = (email: string, text: string, token?: string) =>
    t.request('/api/feedback', { method: 'POST', token, json: { name: 'Someone', email, feedback: text } });

  // issue 30 item 8: failed before: the squatter's export held the owner's message, and deleting
  // the squatter's account erased it.
  it("an unverified account with the sender's address neither reads nor erases their messages", async () => {
    const { account, token } = await signedInUser(t, 'squatter', { verified: false });
    // The address's owner wrote before anyone signed up with it... and after, without an account.
    expect((await contact(account.email, 'Private note from the real owner')).status).toBe(201);
    expect((await sendFeedback(account.email.toUpperCase(), 'Owner feedback')).status).toBe(201);

    const exported = await exportOf(t, token);
    expect(exported.contactMessages).toEqual([]);
    expect(exported.feedback).toEqual([]);

    const deleted = await t.request('/api/auth/delete-account', {
      method: 'POST',
      token,
      json: { username: account.username, password: account.password },
    });
    expect(deleted.status).toBe(200);
    expect(await t.server.db.select().from(contactMessages).where(eq(contactMessages.message, 'Private note from the real owner'))).toHaveLength(1);
    expect(await t.server.db.select().from(feedback).where(eq(feedback.feedback, 'Owner feedback'))).toHaveLength(1);
  });

  it("a verified account's messages are its own: sent signed in (whatever address was typed) or from its address", async () => {
    const { account, token } = await signedInUser(t, 'owner');
    expect((await contact('typed.elsewhere@example.com', 'Sent while signed in', token)).status).toBe(201);
    expect((await contact(account.email, 'Sent from my address, signed out')).status).toBe(201);
    expect((await sendFeedback(account.email, 'Feedback from my address')).status).toBe(201);
    const exported = await exportOf(t, token);
    expect(exported.contactMessages.map((row) => row.message).sort()).toEqual(['Sent from my address, signed out', 'Sent while signed in']);
    expect(exported.feedback.map((row) => row.feedback)).toEqual(['Feedback from my address']);

    const deleted = await t.request('/api/auth/delete-account', {
      method: 'POST',
      token,
      json: { username: account.username, password: account.password },
    });
    expect(deleted.status).toBe(200);
    expect(await t.server.db.select().from(contactMessages).where(eq(contactMessages.message, 'Sent while signed in'))).toEqual([]);
    expect(await t.server.db.select().from(contactMessages).where(eq(contactMessages.message, 'Sent from my address, signed out'))).toEqual([]);
    expect(await t.server.db.select().from(feedback).where(eq(feedback.feedback, 'Feedback from my address'))).toEqual([]);
  });

  it('a message sent before the address was verified stays nobody’s after the verification', async () => {
    const { account, token } = await signedInUser(t, 'later', { verified: false });
    expect((await contact(account.email, 'Before verification')).status).toBe(201);
    await verifyEmail(t, account.email);
    expect((await exportOf(t, token)).contactMessages).toEqual([]);
  });
});
