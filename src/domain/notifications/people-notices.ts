import type { PeopleEventType } from './event-types';
import type { Person } from './goal-notices';
import { say, type NoticeBody, type NoticeText } from './notice-text';

export type PeopleNoticeInput = {
  type: PeopleEventType;
  actor: Person;
  /** The person added, moved, changed, deactivated or activated. */
  user: Person;
  /** employee_added: their manager; manager_updated: the manager before and after. */
  managerId?: number | null;
  fromManagerId?: number | null;
};

export type PlannedPeopleNotice = { userId: number; subject: NoticeText; body: NoticeBody; objectType: 'User'; objectId: number };

/**
 * Who hears of a change to people: a manager of a new or moved-in report, and the person whose manager
 * changed. Profile edits, deactivations and activations tell nobody here (the live channel refreshes
 * directories; a deactivated person is signed out). Never the actor; each person once.
 */
export function planPeopleNotices(input: PeopleNoticeInput): PlannedPeopleNotice[] {
  const { actor, user } = input;
  const names = { actor: actor.name, user: user.name };
  const picks: { to: number | null | undefined; subject: NoticeText }[] = [];
  if (input.type === 'employee_added') picks.push({ to: input.managerId, subject: say('people.employeeAdded', names) });
  if (input.type === 'manager_updated') {
    picks.push({ to: user.id, subject: say('people.managerChanged', names) });
    picks.push({ to: input.managerId, subject: say('people.movedIn', names) });
    picks.push({ to: input.fromManagerId, subject: say('people.movedOut', names) });
  }
  const seen = new Set([actor.id]);
  const planned: PlannedPeopleNotice[] = [];
  for (const p of picks) {
    if (p.to === null || p.to === undefined || seen.has(p.to)) continue;
    seen.add(p.to);
    planned.push({ userId: p.to, subject: p.subject, body: { title: null, parts: [user.name] }, objectType: 'User', objectId: user.id });
  }
  return planned;
}
