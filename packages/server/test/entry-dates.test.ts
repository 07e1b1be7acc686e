import { count } from 'drizzle-orm';
import * as tables from '../src/db/schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

// Issue 34: "2019-13" was stored as the year 2019 and day 13 and shown as "Aug 2016 – 2019".
describe(`entry dates at the API (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer();
    token = (await signedInUser(t, 'dates')).token;
  });
  afterAll(() => t.close());

  const experiences = (startDate: string, endDate = '') => ({
    experiences: [{ companyName: 'Analytical Engine Ltd', jobRole: 'Programmer', startDate, endDate, technologyUsed: [] }],
  });
  const storedExperiences = async () => (await t.server.db.select({ n: count() }).from(tables.experiences))[0]?.n;

  it('refuses an impossible month with a 400 that names it, and stores nothing', async () => {
    const before = await storedExperiences();
    const res = await t.request('/api/experiences', { method: 'POST', token, json: experiences('2019-13') });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Start date: There is no month 13: months run from 1 to 12');
    const dayRes = await t.request('/api/experiences', { method: 'POST', token, json: experiences('2019-01', '2019-02-30') });
    expect(dayRes.status).toBe(400);
    expect(JSON.stringify(await dayRes.json())).toContain('End date: February 2019 has no day 30');
    expect(await storedExperiences()).toBe(before);
  });

  it('refuses an impossible month in education too', async () => {
    const created = await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Dates' } });
    expect(created.status).toBe(201);
    const res = await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { education: [{ degree: 'BSc', institution: 'London', startDate: '2016-08', endDate: '2019-13' }] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('There is no month 13');
  });

  it('keeps taking every month-precision form and older full dates', async () => {
    for (const [start, end] of [['2018', '2019'], ['2018-05', ''], ['2018-05-14', 'Present']] as const) {
      const res = await t.request('/api/experiences', { method: 'POST', token, json: experiences(start, end) });
      expect(res.status, `${start} – ${end}`).toBe(201);
    }
  });
});
