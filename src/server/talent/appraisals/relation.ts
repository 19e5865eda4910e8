import type { Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { findIsBelow } from '../../people';
import { actingReviewerId, type AppraisalRelation } from '../../../domain/talent/appraisal-rules';
import type { AppraisalState } from '../../../domain/talent/states';

/** The stored facts of an appraisal that say who acts as its reviewer. */
export type ReviewerFacts = { state: string; reviewerId: number };

type Employee = { id: number; parentId: number | null };

/** Whether the caller acts as the appraisal's reviewer: the employee's manager now while it is open (decision 035). */
export const actsAsReviewer = (actor: Actor, a: ReviewerFacts, managerId: number | null) =>
  actingReviewerId({ state: a.state as AppraisalState, reviewerId: a.reviewerId }, managerId) === actor.userId;

/**
 * How the caller stands to a person (and to their appraisal, when there is one), given whether the person is somewhere
 * below the caller (`below`).
 */
export function relationOf(actor: Actor, employee: Employee, appraisal: ReviewerFacts | null, below: boolean): AppraisalRelation {
  const isEmployee = actor.userId === employee.id;
  const isManager = !isEmployee && employee.parentId === actor.userId;
  const isAbove = isManager || (!isEmployee && below);
  const isReviewer = appraisal !== null && actsAsReviewer(actor, appraisal, employee.parentId);
  return { isEmployee, isReviewer, isManager, isAbove, isHrAdmin: actor.isHrAdmin };
}

/** How the caller stands to a person (and to their appraisal, when there is one). */
export async function relationTo(
  tx: Db,
  actor: Actor,
  employee: Employee,
  appraisal: ReviewerFacts | null = null,
): Promise<AppraisalRelation> {
  // Themselves or their direct manager: no need to walk the chart.
  const near = actor.userId === employee.id || employee.parentId === actor.userId;
  const below = !near && (await findIsBelow(tx, actor.tenantId, employee.id, actor.userId));
  return relationOf(actor, employee, appraisal, below);
}
