/**
 * The pre-visit questionnaire through the real server: the school fills it in and sends it; its assigned
 * contractor reads it only once sent, and is told; nobody else writes it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications } from '../../db/schema';
import { DEMO_LOGINS, startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let path: string;
beforeAll(async () => {
  s = await startTestServer();
  path = `/api/schools/${s.schools.first.id}/pre-visit-questionnaire`;
});
afterAll(() => s?.close());

const answers = {
  contact: 'Graeme Paterson, caretaker, 021 555 0199',
  access: 'Side gate on Kōwhai Road; code 4821. Mornings before 10.',
  supply: 'Two tanks behind the hall; UV unit in the caretaker’s shed.',
  problems: '',
  hazards: 'Roof over the hall is fragile; dogs next door.',
  other: '',
};

describe('the pre-visit questionnaire', () => {
  test('the school saves a draft the contractor cannot yet see; sending it shows it and tells them', async () => {
    const principal = await s.loginAs('principal');
    const empty = await s.request(path, { cookie: principal });
    expect(empty.body).toEqual({ questionnaire: null, canEdit: true });
    const draft = await s.request(path, { method: 'PUT', cookie: principal, body: { version: 0, answers } });
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body).toMatchObject({
      submissionStatus: 'pending',
      email: DEMO_LOGINS.principal,
      version: 1,
    });
    const contractor = await s.loginAs('contractor');
    expect((await s.request(path, { cookie: contractor })).body).toEqual({
      questionnaire: null,
      canEdit: false,
    });

    const sent = await s.request(path, {
      method: 'PUT',
      cookie: principal,
      body: { version: 1, answers, submit: true },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ submissionStatus: 'submitted', version: 2 });
    const seen = await s.request(path, { cookie: contractor });
    expect(seen.body.questionnaire.answers).toMatchObject({
      hazards: 'Roof over the hall is fragile; dogs next door.',
    });
    const [note] = await s.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, await s.userId(DEMO_LOGINS.contractor)),
          eq(notifications.sourceKey, `pre-visit:${sent.body.id}:2`),
        ),
      );
    expect(note).toMatchObject({ actionUrl: `/schools/${s.schools.first.id}/pre-visit-questionnaire` });
    expect(note!.message).toContain('answered 4 of 6 questions');
    // Provider staff list it.
    const listed = await s.request('/api/provider/pre-visit-questionnaires', {
      cookie: await s.loginAs('waikura'),
    });
    expect(listed.body.questionnaires[0]).toMatchObject({
      schoolName: s.schools.first.name,
      submissionStatus: 'submitted',
    });
  });

  test('a stale version is 409; an unknown question or 100 KB answer is 400; nothing changes', async () => {
    const principal = await s.loginAs('principal');
    const before = (await s.request(path, { cookie: principal })).body;
    const stale = await s.request(path, { method: 'PUT', cookie: principal, body: { version: 1, answers } });
    expect(stale.status).toBe(409);
    const unknown = await s.request(path, {
      method: 'PUT',
      cookie: principal,
      body: { version: 2, answers: { ...answers, secret: 'x' } },
    });
    expect(unknown.status).toBe(400);
    const long = await s.request(path, {
      method: 'PUT',
      cookie: principal,
      body: { version: 2, answers: { ...answers, other: 'x'.repeat(100_000) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty(['answers.other']);
    expect((await s.request(path, { cookie: principal })).body).toEqual(before);
  });

  test('contractors, viewers and provider staff read but do not write it; other schools’ staff do neither', async () => {
    for (const role of ['contractor', 'viewer', 'waikura'] as const) {
      const res = await s.request(path, {
        method: 'PUT',
        cookie: await s.loginAs(role),
        body: { version: 2, answers },
      });
      expect(res.status, role).toBe(403);
    }
    expect((await s.request(path, { cookie: await s.loginAs('principal2') })).status).toBe(403);
  });
});
