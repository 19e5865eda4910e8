import { describe, expect, it } from 'vitest';
import {
  COMPLETED_LOCKED,
  NOT_ACKNOWLEDGED_YET,
  NOT_SHARED_YET,
  PRINT_ONLY_COMPLETED,
  SHARE_ONLY_DRAFT,
  SIGNED_LOCKED,
  actingReviewerId,
  decideAppraisal,
  decideStart,
  ratingsVisible,
  stateAfter,
  type AppraisalAction,
  type AppraisalRelation,
} from './appraisal-rules';
import { APPRAISAL_STATES, appraisalProgress, appraisalStatus, type AppraisalState } from './states';

const nobody: AppraisalRelation = { isEmployee: false, isReviewer: false, isManager: false, isAbove: false, isHrAdmin: false };
const who = {
  reviewer: { ...nobody, isReviewer: true, isManager: true, isAbove: true },
  employee: { ...nobody, isEmployee: true },
  // The employee's manager now, when someone else acts as reviewer: a signed appraisal of before a move.
  newManager: { ...nobody, isManager: true, isAbove: true },
  // The manager before a move, still above the employee (moved to a manager below them) or no longer.
  formerAbove: { ...nobody, isAbove: true },
  formerElsewhere: nobody,
  skipLevel: { ...nobody, isAbove: true },
  hr: { ...nobody, isHrAdmin: true },
  stranger: nobody,
} satisfies Record<string, AppraisalRelation>;

// Each action by each party in each state: ok, or the status it answers.
const TABLE: [AppraisalAction, keyof typeof who, Record<AppraisalState, 'ok' | 400 | 403 | 404 | 409>][] = [
  ['view', 'reviewer', { draft: 'ok', shared: 'ok', acknowledged: 'ok', completed: 'ok' }],
  ['view', 'employee', { draft: 404, shared: 'ok', acknowledged: 'ok', completed: 'ok' }],
  ['view', 'skipLevel', { draft: 'ok', shared: 'ok', acknowledged: 'ok', completed: 'ok' }],
  ['view', 'hr', { draft: 'ok', shared: 'ok', acknowledged: 'ok', completed: 'ok' }],
  ['view', 'stranger', { draft: 404, shared: 404, acknowledged: 404, completed: 404 }],
  // A signed appraisal is read-only to everyone who sees it (400, decision 035); before that only the reviewer edits.
  ['update', 'reviewer', { draft: 'ok', shared: 'ok', acknowledged: 400, completed: 400 }],
  ['update', 'employee', { draft: 404, shared: 403, acknowledged: 400, completed: 400 }],
  ['update', 'hr', { draft: 403, shared: 403, acknowledged: 400, completed: 400 }],
  ['update', 'newManager', { draft: 403, shared: 403, acknowledged: 400, completed: 400 }],
  ['update', 'formerAbove', { draft: 403, shared: 403, acknowledged: 400, completed: 400 }],
  ['update', 'formerElsewhere', { draft: 404, shared: 404, acknowledged: 404, completed: 404 }],
  ['delete', 'reviewer', { draft: 'ok', shared: 'ok', acknowledged: 400, completed: 400 }],
  ['delete', 'skipLevel', { draft: 403, shared: 403, acknowledged: 400, completed: 400 }],
  ['delete', 'formerAbove', { draft: 403, shared: 403, acknowledged: 400, completed: 400 }],
  ['delete', 'formerElsewhere', { draft: 404, shared: 404, acknowledged: 404, completed: 404 }],
  ['share', 'formerAbove', { draft: 403, shared: 403, acknowledged: 403, completed: 403 }],
  ['share', 'reviewer', { draft: 'ok', shared: 409, acknowledged: 409, completed: 409 }],
  ['share', 'employee', { draft: 404, shared: 403, acknowledged: 403, completed: 403 }],
  ['employeeSign', 'employee', { draft: 404, shared: 'ok', acknowledged: 'ok', completed: 409 }],
  ['employeeSign', 'reviewer', { draft: 403, shared: 403, acknowledged: 403, completed: 403 }],
  ['employeeSign', 'stranger', { draft: 404, shared: 404, acknowledged: 404, completed: 404 }],
  ['managerSign', 'reviewer', { draft: 409, shared: 409, acknowledged: 'ok', completed: 409 }],
  ['managerSign', 'newManager', { draft: 409, shared: 409, acknowledged: 'ok', completed: 409 }],
  ['managerSign', 'skipLevel', { draft: 403, shared: 403, acknowledged: 403, completed: 403 }],
  ['managerSign', 'employee', { draft: 404, shared: 403, acknowledged: 403, completed: 403 }],
  ['print', 'employee', { draft: 404, shared: 409, acknowledged: 409, completed: 'ok' }],
  ['print', 'hr', { draft: 409, shared: 409, acknowledged: 409, completed: 'ok' }],
];

describe('decideAppraisal', () => {
  it.each(TABLE.flatMap(([action, party, byState]) => APPRAISAL_STATES.map((s) => [action, party, s, byState[s]] as const)))(
    '%s by %s in %s: %s',
    (action, party, state, expected) => {
      const d = decideAppraisal(action, who[party], state);
      expect(d.ok ? 'ok' : d.status).toBe(expected);
    },
  );

  it.each([
    ['share', 'reviewer', 'shared', SHARE_ONLY_DRAFT],
    ['update', 'reviewer', 'acknowledged', SIGNED_LOCKED],
    ['update', 'reviewer', 'completed', SIGNED_LOCKED],
    ['delete', 'reviewer', 'acknowledged', SIGNED_LOCKED],
    ['delete', 'hr', 'completed', SIGNED_LOCKED],
    ['employeeSign', 'employee', 'completed', COMPLETED_LOCKED],
    ['managerSign', 'reviewer', 'shared', NOT_ACKNOWLEDGED_YET],
    ['managerSign', 'reviewer', 'draft', NOT_ACKNOWLEDGED_YET],
    ['employeeSign', 'employee', 'draft', 'This appraisal was not found.'],
    ['print', 'reviewer', 'acknowledged', PRINT_ONLY_COMPLETED],
  ] as const)('%s by %s in %s says %j', (action, party, state, message) => {
    expect(decideAppraisal(action, who[party], state)).toMatchObject({ ok: false, message });
  });

  it('tells an employee who may see their own draft (an HR admin) that it is not theirs to sign yet', () => {
    expect(decideAppraisal('employeeSign', { ...who.employee, isHrAdmin: true }, 'draft')).toEqual({
      ok: false,
      status: 409,
      message: NOT_SHARED_YET,
    });
  });
});

describe('stateAfter', () => {
  it.each([
    ['share', 'shared'],
    ['employeeSign', 'acknowledged'],
    ['managerSign', 'completed'],
  ] as const)('%s leaves %s', (action, to) => {
    expect(stateAfter(action)).toBe(to);
  });
});

describe('actingReviewerId', () => {
  // Mia (1) started it for her report; the employee then moved to Gus (2), or lost their manager (null).
  const MIA = 1;
  const GUS = 2;
  it.each([
    ['draft', MIA, MIA],
    ['shared', MIA, MIA],
    ['acknowledged', MIA, MIA],
    ['completed', MIA, MIA],
    // A move hands an open appraisal to the new manager…
    ['draft', GUS, GUS],
    ['shared', GUS, GUS],
    // …while a signed one keeps the reviewer it was signed under.
    ['acknowledged', GUS, MIA],
    ['completed', GUS, MIA],
    // Nobody acts on an open appraisal of someone without a manager.
    ['draft', null, null],
    ['shared', null, null],
    ['completed', null, MIA],
  ] as const)('%s, the manager now %s: %s', (state, managerId, expected) => {
    expect(actingReviewerId({ state, reviewerId: MIA }, managerId)).toBe(expected);
  });
});

describe('decideStart', () => {
  const ok = { isDirectManager: true, periodOpen: true, eligible: true, exists: false };
  it.each([
    [ok, 'ok'],
    [{ ...ok, isDirectManager: false }, 403],
    [{ ...ok, eligible: false }, 409],
    [{ ...ok, periodOpen: false }, 409],
    [{ ...ok, exists: true }, 409],
  ] as const)('%o: %s', (facts, expected) => {
    const d = decideStart(facts);
    expect(d.ok ? 'ok' : d.status).toBe(expected);
  });
});

describe('ratingsVisible', () => {
  it.each([
    [who.employee, false, false],
    [who.employee, true, true],
    [who.reviewer, false, true],
    [who.hr, false, true],
    [who.skipLevel, false, true],
  ] as const)('%o with sharing %s: %s', (rel, share, expected) => {
    expect(ratingsVisible(rel, share)).toBe(expected);
  });
});

describe('status and progress', () => {
  it.each([
    [null, 'Not Started', 0],
    ['draft', 'Started (30%)', 30],
    ['shared', 'Shared (60%)', 60],
    ['acknowledged', 'Acknowledged (90%)', 90],
    ['completed', 'Completed (100%)', 100],
  ] as const)('%s reads %s at %i%%', (state, label, progress) => {
    expect(appraisalStatus(state)).toBe(label);
    expect(appraisalProgress(state)).toBe(progress);
  });
});
