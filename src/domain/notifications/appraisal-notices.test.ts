import { describe, expect, it } from 'vitest';
import { planAppraisalNotices, type AppraisalNoticeInput } from './appraisal-notices';

const manager = { id: 1, name: 'Dana Manager' };
const employee = { id: 2, name: 'Eli Employee' };
const base = { employee, reviewerId: 1, managerId: 1, appraisalId: 9, quarter: 'Q3 2026' };

describe('planAppraisalNotices', () => {
  it.each([
    ['appraisal_shared', manager, [[2, 'appraisal.shared']]],
    ['appraisal_signed', employee, [[1, 'appraisal.signedToCountersign']]],
    ['appraisal_completed', manager, [[2, 'appraisal.completed']]],
  ] as const)('%s by %o tells %j', (type, actor, expected) => {
    const planned = planAppraisalNotices({ ...base, type, actor } as AppraisalNoticeInput);
    expect(planned.map((p) => [p.userId, p.subject.key])).toEqual(expected);
    expect(planned[0]!.subject.values).toMatchObject({ quarter: 'Q3 2026' });
    expect(planned.every((p) => p.objectType === 'EmployeeEvaluation' && p.objectId === 9)).toBe(true);
  });

  it('tells the reviewer and a new manager apart when they differ', () => {
    const planned = planAppraisalNotices({ ...base, managerId: 3, type: 'appraisal_signed', actor: employee });
    expect(planned.map((p) => p.userId)).toEqual([3, 1]);
  });
});
