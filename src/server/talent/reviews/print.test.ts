import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../../testing/talent-world';
import { pdfText } from '../../testing/pdf-text';

// The appraisal's print (issue 34): the manager questions with their answers, and the employee's handed-in self-review.
let t: TestApp;
let w: TalentWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenTalentWorld(t, 'acme');
});
afterAll(() => t.close());

const call = (...a: Parameters<TalentWorld['call']>) => w.call(...a);
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => { Id?: number } }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('the print of an appraisal', () => {
  it('shows the manager questions answered and the handed-in self-review', async () => {
    const on = { SelfReviewOn: true, PeerFeedbackOn: false, UpwardFeedbackOn: false, PeerCap: 5, PeerVisibility: 'anonymous' };
    await ok(call('hana', 'PUT', '/talent/reviews/settings', on));
    const manager = [{ Text: 'Ready for more?', Kind: 'rating', Scale: ['Not yet', 'Soon', 'Now'], Required: true }];
    const qid = (await call('hana', 'PUT', '/talent/questions/manager', { Questions: manager })).json().Manager.Questions[0].Id;
    await ok(
      call('cal', 'PUT', `/talent/self-review/${w.q1}`, {
        Answers: [
          { QuestionId: 1, Text: 'Shipped the trail map on time.' },
          { QuestionId: 2, Text: 'Lead a small project.' },
          { QuestionId: 3, Rating: 4 },
        ],
        Submit: true,
      }),
    );
    const body = appraisalBody(w.org.ids.cal, w.q1, { Answers: [{ QuestionId: qid, Rating: 3 }] });
    const { Id: id } = await ok(call('mia', 'POST', '/talent', body));
    await ok(call('mia', 'GET', `/talent/share/${id}`));
    await ok(call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'cal' }));
    await ok(call('mia', 'POST', `/talent/managersign/${id}`, { Sign: 'mia' }));

    const res = await call('vic', 'GET', `/talent/print/${id}`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const seen of [
      'Manager questions',
      'Ready for more?',
      'Now (3 of 3)',
      "cal's self-review",
      'What did you achieve this quarter that you are most proud of?',
      'Shipped the trail map on time.',
      'Lead a small project.',
      'I met the goals I set for this quarter.',
      'Agree (4 of 5)',
    ]) {
      expect(text).toContain(seen);
    }
  });
});
