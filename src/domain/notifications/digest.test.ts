import { describe, expect, it } from 'vitest';
import { composeDigest, DIGEST_LIST_MAX, type DigestItem } from './digest';
import { notificationPath } from './links';

const url = (path: string) => `http://acme.localhost:3000${path}`;
const item = (i: number, extra: Partial<DigestItem> = {}): DigestItem => ({
  subject: `Cal Jones asked you to approve a goal ${i}`,
  body: `“Goal ${i}”`,
  objectType: 'Goal',
  objectId: 100 + i,
  goalId: 100 + i,
  ...extra,
});

describe('composeDigest', () => {
  it('one notification: its own subject and link', () => {
    const mail = composeDigest({ name: 'Mia' }, [item(1)], url);
    expect(mail.subject).toBe('Cal Jones asked you to approve a goal 1');
    expect(mail.link).toBe('http://acme.localhost:3000/v3/notifications');
    expect(mail.text).toContain('Hello Mia,');
    expect(mail.text).toContain('• Cal Jones asked you to approve a goal 1\n  “Goal 1”\n  http://acme.localhost:3000/v3/goals/101');
    expect(mail.text).toContain('turn them off');
  });

  it('several: a count in the subject and every item with its link', () => {
    const mail = composeDigest({ name: 'Mia' }, [item(1), item(2, { objectType: 'GoalStatus', objectId: 9 })], url);
    expect(mail.subject).toBe('2 new notifications in Trellis');
    expect(mail.text).toContain('2 things happened');
    expect(mail.text).toContain('http://acme.localhost:3000/v3/notifications/goalstatus/9');
  });

  it(`lists at most ${DIGEST_LIST_MAX} and counts the rest`, () => {
    const mail = composeDigest(
      { name: 'Mia' },
      Array.from({ length: DIGEST_LIST_MAX + 5 }, (_, i) => item(i)),
      url,
    );
    expect(mail.text.match(/^• /gm)).toHaveLength(DIGEST_LIST_MAX);
    expect(mail.text).toContain('…and 5 more: http://acme.localhost:3000/v3/notifications');
  });
});

describe('notificationPath', () => {
  it.each([
    [{ NotifiedObjectType: 'Goal', NotifiedObjectId: 4, GoalId: 4 }, '/v3/goals/4'],
    [{ NotifiedObjectType: 'Comment', NotifiedObjectId: 12, GoalId: 4 }, '/v3/goals/4'],
    [{ NotifiedObjectType: 'GoalStatus', NotifiedObjectId: 9, GoalId: 4 }, '/v3/notifications/goalstatus/9'],
    [{ NotifiedObjectType: 'User', NotifiedObjectId: 7, GoalId: null }, '/v3/profile/7'],
    [{ NotifiedObjectType: 'EmployeeEvaluation', NotifiedObjectId: 3, GoalId: null }, '/v3/talent/appraisal/3'],
    [{ NotifiedObjectType: 'ActionItem', NotifiedObjectId: 3, GoalId: null }, '/v3/actionitems?item=3'],
  ] as const)('%o opens %s', (n, path) => {
    expect(notificationPath(n)).toBe(path);
  });
});
