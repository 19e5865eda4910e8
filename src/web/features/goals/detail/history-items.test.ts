import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalEdit, GoalStatus } from '../../../../contract/goals';
import { recentStatusesByGoal } from './child-goals';
import {
  changedFields,
  pendingEdits,
  statusesNewestFirst,
  transitionColor,
  transitionDetail,
  transitionLabel,
  transitionsInOrder,
  type Transition,
} from './history-items';

const t = testTexts('goalDetail');

const OWNER = 10;
const entry = (over: Partial<Transition>): Transition => ({ ...transition(1, '2026-04-01T09:00:00Z', 'as the API said'), ...over });

describe('a history entry’s label', () => {
  // By the entry's kind and states, who acted, in the language shown; English as the API words it.
  it.each([
    [{ FromState: null, ToState: 'draft', UserId: OWNER }, 'Created as draft', 'Als Entwurf erstellt'],
    [{ FromState: 'review', ToState: 'draft', UserId: OWNER }, 'Canceled request for approval', 'Freigabeanfrage zurückgezogen'],
    [{ FromState: 'review', ToState: 'draft', UserId: 2 }, 'Changes requested', 'Änderungen angefordert'],
    [{ FromState: 'shelving_in_review', ToState: 'approved', UserId: 2 }, 'Shelving denied', 'Zurückstellung abgelehnt'],
    [{ FromState: 'results_in_review', ToState: 'finalized', UserId: 2 }, 'Results finalized', 'Ergebnisse abgeschlossen'],
    [{ TransitionableType: 'GoalEdit', FromState: null, ToState: 'draft' }, 'Proposed edits', 'Änderungen vorgeschlagen'],
    [
      { TransitionableType: 'GoalEdit', FromState: 'review', ToState: 'draft', UserId: 2 },
      'Changes requested to goal edit',
      'Überarbeitung der Änderungen angefordert',
    ],
    [{ ActionType: 0, FromState: null, ToState: null }, 'Owner changed', 'Verantwortliche Person geändert'],
    [{ ActionType: 1, FromState: null, ToState: null }, 'Parent goal changed', 'Übergeordnetes Ziel geändert'],
    [{ FromState: 'approved', ToState: 'deleted' }, 'Deleted', 'Gelöscht'],
    [{ FromState: 'finalized', ToState: 'draft' }, 'finalized to draft', 'finalized → draft'],
  ] as const)('%o reads %s, in German %s', (over, english, german) => {
    expect(transitionLabel(entry(over), OWNER, t)).toBe(english);
    expect(transitionLabel(entry(over), OWNER, testTexts('goalDetail', 'de'))).toBe(german);
  });
});

const transition = (Id: number, CreatedAt: string, Label: string): Transition => ({
  Id,
  TransitionableType: 'Goal',
  ActionType: null,
  Meta: null,
  FromState: null,
  ToState: 'draft',
  Label,
  GoalName: 'Grow revenue',
  CreatedAt,
  UserId: 1,
  UserName: 'Emma Fischer',
});

const status = (Id: number, GoalId: number, StartDate: string): GoalStatus => ({
  Id,
  GoalId,
  Likelihood: 3,
  Quality: 3,
  LikelihoodDelta: null,
  QualityDelta: null,
  CommentCount: 0,
  GoalPeriodWeek: { Id: Id + 100, Week: 1, StartDate, EndDate: StartDate },
});

describe('transitionsInOrder', () => {
  it('lists the history oldest first, by id within the same instant', () => {
    const list = [
      transition(3, '2026-04-09T09:00:00.000Z', 'Approved'),
      transition(2, '2026-04-08T09:00:00.000Z', 'Submitted for approval'),
      transition(1, '2026-04-08T09:00:00.000Z', 'created as draft'),
    ];
    expect(transitionsInOrder(list).map((t) => t.Label)).toEqual(['created as draft', 'Submitted for approval', 'Approved']);
  });
});

describe('transitionDetail', () => {
  it('names both owners of an owner change', () => {
    expect(
      transitionDetail({ ActionType: 0, Meta: { FromName: 'Emma Fischer', ToName: 'Daniel Cho', FromUserId: 4, ToUserId: 3 } }, t),
    ).toBe('From Emma Fischer to Daniel Cho');
  });
  it('adds nothing to a state change', () => {
    expect(transitionDetail({ ActionType: null, Meta: null }, t)).toBeNull();
    expect(transitionDetail({ ActionType: 1, Meta: { FromParentId: 1, ToParentId: 2 } }, t)).toBeNull();
  });
});

describe('statusesNewestFirst', () => {
  it('puts the latest week first', () => {
    const list = [status(1, 7, '2026-04-06'), status(3, 7, '2026-04-20'), status(2, 7, '2026-04-13')];
    expect(statusesNewestFirst(list).map((s) => s.Id)).toEqual([3, 2, 1]);
  });
});

describe('recentStatusesByGoal', () => {
  it('keeps each goal’s four newest statuses, oldest first', () => {
    const list = [
      ...['2026-04-06', '2026-04-13', '2026-04-20', '2026-04-27', '2026-05-04'].map((d, i) => status(i + 1, 7, d)),
      status(9, 8, '2026-04-13'),
    ];
    const byGoal = recentStatusesByGoal(list);
    expect(byGoal.get(7)!.map((s) => s.Id)).toEqual([2, 3, 4, 5]);
    expect(byGoal.get(8)!.map((s) => s.Id)).toEqual([9]);
    expect(byGoal.get(10)).toBeUndefined();
  });
});

describe('pending edits', () => {
  const edit = (State: GoalEdit['State'], over: Partial<GoalEdit> = {}): GoalEdit => ({
    Id: 1,
    GoalId: 7,
    State,
    Title: 'Grow revenue',
    Measurement: '10% more',
    Description: null,
    ReportingMemo: null,
    Hidden: false,
    ParentId: null,
    UpdatedAt: '2026-04-10T10:00:00Z',
    ...over,
  });

  it('are the drafts and the edits waiting for review', () => {
    expect(pendingEdits([edit('draft'), edit('review'), edit('canceled'), edit('approved')]).map((e) => e.State)).toEqual([
      'draft',
      'review',
    ]);
  });

  it('show only the fields they change', () => {
    const goal = { Title: 'Grow revenue', Measurement: '10% more', Description: null, ReportingMemo: null };
    expect(changedFields(goal, edit('review', { Measurement: '12% more', Description: '' }))).toEqual([
      { field: 'Measurement', value: '12% more' },
    ]);
  });
});

describe('transitionColor', () => {
  const t = (FromState: string | null, ToState: string | null, ActionType: number | null = null) => ({
    FromState,
    ToState,
    ActionType,
    TransitionableType: 'Goal' as const,
  });
  it.each([
    [t('review', 'approved'), 'green'],
    [t('draft', 'approved'), 'green'],
    [t('review', 'draft'), 'red'],
    [t('draft', 'review'), 'blue'],
    [t(null, 'draft'), 'blue'],
    [t('approved', 'shelved'), 'gray'],
    [t(null, null, 0), 'gray'],
  ])('%o is %s', (entry, color) => {
    expect(transitionColor(entry)).toBe(color);
  });
});
