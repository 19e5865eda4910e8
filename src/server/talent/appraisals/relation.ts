import type { Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { findIsBelow } from '../../people';
import type { AppraisalRelation } from '../../../domain/talent/appraisal-rules';

type Employee = { id: number; parentId: number | null };

/** How the caller stands to a person, given whether the person is somewhere below the caller (`below`). */
export function relationOf(actor: Actor, employee: Employee, reviewerId: number | null, below: boolean): AppraisalRelation {
  const isEmployee = actor.userId === employee.id;
  const isManager = !isEmployee && employee.parentId === actor.userId;
  const isAbove = isManager || (!isEmployee && below);
  return { isEmployee, isReviewer: reviewerId === actor.userId, isManager, isAbove, isHrAdmin: actor.isHrAdmin };
}

/** How the caller stands to a person (and to the reviewer of their appraisal, when there is one). */
export async function relationTo(tx: Db, actor: Actor, employee: Employee, reviewerId: number | null = null): Promise<AppraisalRelation> {
  // Themselves or their direct manager: no need to walk the chart.
  const near = actor.userId === employee.id || employee.parentId === actor.userId;
  const below = !near && (await findIsBelow(tx, actor.tenantId, employee.id, actor.userId));
  return relationOf(actor, employee, reviewerId, below);
}
