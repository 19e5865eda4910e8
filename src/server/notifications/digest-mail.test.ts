import { describe, expect, it } from 'vitest';
import { composeDigest, DIGEST_LIST_MAX, type DigestItem } from './digest-mail';

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
    const mail = composeDigest({ name: 'Mia' }, [item(1)], url, 'en');
    expect(mail.subject).toBe('Cal Jones asked you to approve a goal 1');
    expect(mail.link).toBe('http://acme.localhost:3000/v3/notifications');
    expect(mail.text).toContain('Hello Mia,\n\nSomething happened in Trellis since our last mail:');
    expect(mail.text).toContain('• Cal Jones asked you to approve a goal 1\n  “Goal 1”\n  http://acme.localhost:3000/v3/goals/101');
    expect(mail.text).toContain('turn them off');
  });

  it('several: a count in the subject and every item with its link', () => {
    const mail = composeDigest({ name: 'Mia' }, [item(1), item(2, { objectType: 'GoalStatus', objectId: 9 })], url, 'en');
    expect(mail.subject).toBe('2 new notifications in Trellis');
    expect(mail.text).toContain('2 things happened');
    expect(mail.text).toContain('http://acme.localhost:3000/v3/notifications/goalstatus/9');
  });

  it(`lists at most ${DIGEST_LIST_MAX} and counts the rest`, () => {
    const items = Array.from({ length: DIGEST_LIST_MAX + 5 }, (_, i) => item(i));
    const mail = composeDigest({ name: 'Mia' }, items, url, 'en');
    expect(mail.text.match(/^• /gm)).toHaveLength(DIGEST_LIST_MAX);
    expect(mail.text).toContain('…and 5 more: http://acme.localhost:3000/v3/notifications');
  });

  it('speaks German to a person who reads German', () => {
    const items = Array.from({ length: DIGEST_LIST_MAX + 2 }, (_, i) => item(i));
    const mail = composeDigest({ name: 'Mia' }, items, url, 'de');
    expect(mail.subject).toBe(`${DIGEST_LIST_MAX + 2} neue Benachrichtigungen in Trellis`);
    expect(mail.text).toContain('Hallo Mia,');
    expect(mail.text).toContain('… und 2 weitere: http://acme.localhost:3000/v3/notifications');
    expect(mail.text).toContain('Alle Ihre Benachrichtigungen: http://acme.localhost:3000/v3/notifications');
    expect(mail.text).not.toContain('Hello');
  });
});
