import { describe, expect, it } from 'vitest';
import { planPeopleNotices } from './people-notices';

const hannah = { id: 1, name: 'Hannah Lee' };
const emma = { id: 5, name: 'Emma Fischer' };

describe('who hears of a change to people', () => {
  it('a new employee: their manager', () => {
    expect(planPeopleNotices({ type: 'employee_added', actor: hannah, user: emma, managerId: 3 })).toEqual([
      {
        userId: 3,
        subject: { key: 'people.employeeAdded', values: { actor: 'Hannah Lee', user: 'Emma Fischer' } },
        body: { title: null, parts: ['Emma Fischer'] },
        objectType: 'User',
        objectId: 5,
      },
    ]);
  });

  it('a new manager: the person, the new manager and the one before', () => {
    expect(
      planPeopleNotices({ type: 'manager_updated', actor: hannah, user: emma, managerId: 3, fromManagerId: 4 }).map((n) => [
        n.userId,
        n.subject.key,
      ]),
    ).toEqual([
      [5, 'people.managerChanged'],
      [3, 'people.movedIn'],
      [4, 'people.movedOut'],
    ]);
  });

  it('never the actor: a manager who adds to their own team hears nothing', () => {
    expect(planPeopleNotices({ type: 'employee_added', actor: { id: 3, name: 'Dan' }, user: emma, managerId: 3 })).toEqual([]);
  });

  it.each(['user_updated', 'user_deactivated', 'user_activated'] as const)(
    '%s: nobody (the live channel refreshes directories)',
    (type) => {
      expect(planPeopleNotices({ type, actor: hannah, user: emma, managerId: 3 })).toEqual([]);
    },
  );
});
