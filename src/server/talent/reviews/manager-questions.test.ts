import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../../testing/talent-world';

// The manager questions on the appraisal (issue 34): asked as the company keeps them when the appraisal starts, kept
// with it, answered on every save (the required ones always); an appraisal that asks none answers as the spec's.
let t: TestApp;
let w: TalentWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenTalentWorld(t, 'acme');
});
afterAll(() => t.close());

const call = (...a: Parameters<TalentWorld['call']>) => w.call(...a);

const QUESTIONS = [
  { Text: 'How ready is Cal for more?', Kind: 'rating', Scale: ['Not yet', 'Soon', 'Now'], Required: true },
  { Text: 'What should Cal learn next?', Kind: 'text', Scale: null, Required: false },
];

describe('manager questions', () => {
  let deeId: number;
  let calId: number;
  let ids: number[];

  it('are not asked while the company has none: the appraisal answers as before', async () => {
    const res = await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.dee, w.q1));
    expect(res.statusCode).toBe(200);
    deeId = res.json().Id;
    expect(res.json()).not.toHaveProperty('Questions');
    expect(res.json()).not.toHaveProperty('Answers');
  });

  it('are required as the company says when an appraisal starts, and kept with it', async () => {
    expect((await call('hana', 'PUT', '/talent/questions/manager', { Questions: QUESTIONS })).statusCode).toBe(200);
    ids = (await call('mia', 'GET', '/talent/questions')).json().Manager.Questions.map((q: { Id: number }) => q.Id);

    const missing = await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1));
    expect([missing.statusCode, missing.json().Errors]).toEqual([400, [{ Field: 'Answers.0', Message: 'This is required.' }]]);
    const outside = await call(
      'mia',
      'POST',
      '/talent',
      appraisalBody(w.org.ids.cal, w.q1, { Answers: [{ QuestionId: ids[0], Rating: 4 }] }),
    );
    expect(outside.json().Errors).toEqual([{ Field: 'Answers.0', Message: 'Choose one of the ratings on this scale.' }]);

    const res = await call(
      'mia',
      'POST',
      '/talent',
      appraisalBody(w.org.ids.cal, w.q1, { Answers: [{ QuestionId: ids[0], Rating: 2, Text: 'ignored for a rating' }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    calId = res.json().Id;
    expect(res.json().Questions).toEqual(QUESTIONS.map((q, i) => ({ ...q, Id: ids[i] })));
    expect(res.json().Answers).toEqual([{ QuestionId: ids[0], Rating: 2, Text: null }]);
    // Who may see the appraisal sees them.
    for (const who of ['vic', 'hana', 'ceo'] as const) {
      expect((await call(who, 'GET', `/talent/single/${calId}`)).json().Answers).toEqual([{ QuestionId: ids[0], Rating: 2, Text: null }]);
    }
  });

  it('keep their answers on a save that sends none, and take new ones', async () => {
    const kept = await call('mia', 'PUT', `/talent/${calId}`, appraisalBody(w.org.ids.cal, w.q1, { Primary: 3 }));
    expect(kept.json()).toMatchObject({ PrimaryRating: 3, Answers: [{ QuestionId: ids[0], Rating: 2, Text: null }] });
    const answers = [
      { QuestionId: ids[0], Rating: 3, Text: null },
      { QuestionId: ids[1], Rating: null, Text: 'Leading a team.' },
    ];
    const changed = await call('mia', 'PUT', `/talent/${calId}`, appraisalBody(w.org.ids.cal, w.q1, { Answers: answers }));
    expect(changed.json().Answers).toEqual(answers);
    const cleared = await call('mia', 'PUT', `/talent/${calId}`, appraisalBody(w.org.ids.cal, w.q1, { Answers: [answers[1]] }));
    expect(cleared.json().Errors).toEqual([{ Field: 'Answers.0', Message: 'This is required.' }]);
  });

  it('asked of an appraisal stay as they were when the company changes its questions', async () => {
    expect((await call('hana', 'PUT', '/talent/questions/manager', { Questions: [QUESTIONS[1]] })).statusCode).toBe(200);
    const seen = (await call('mia', 'GET', `/talent/single/${calId}`)).json();
    expect(seen.Questions.map((q: { Text: string }) => q.Text)).toEqual(QUESTIONS.map((q) => q.Text));
    // The appraisal started before any still asks none, and takes no answers.
    expect((await call('mia', 'GET', `/talent/single/${deeId}`)).json()).not.toHaveProperty('Questions');
    const stray = await call(
      'mia',
      'PUT',
      `/talent/${deeId}`,
      appraisalBody(w.org.ids.dee, w.q1, { Answers: [{ QuestionId: ids[0], Rating: 1 }] }),
    );
    expect([stray.statusCode, stray.json().Errors]).toEqual([
      400,
      [{ Field: 'Answers', Message: 'An answer names a question this form does not ask.' }],
    ]);
  });
});
