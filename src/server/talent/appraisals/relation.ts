import type { Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { findIsBelow } from '../../people';
import type { AppraisalRelation } from '../../../domain/talent/appraisal-rules';

/** How the caller stands to a person (and to the reviewer of their appraisal, when there is one). */
export async function relationTo(
  tx: Db,
  actor: Actor,
  employee: { id: number; parentId: number | null },
  reviewerId: number | null = null,
): Promise<AppraisalRelation> {
  const isEmployee = actor.userId === employee.id;
  const isManager = !isEmployee && employee.parentId === actor.userId;
  const isAbove = isManager || (!isEmployee && (await findIsBelow(tx, actor.tenantId, employee.id, actor.userId)));
  return { isEmployee, isReviewer: reviewerId === actor.userId, isManager, isAbove, isHrAdmin: actor.isHrAdmin };
}
