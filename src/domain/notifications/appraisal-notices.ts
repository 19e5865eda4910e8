import type { AppraisalEventType } from './event-types';
import type { Person } from './goal-notices';

export type AppraisalNoticeInput = {
  type: AppraisalEventType;
  actor: Person;
  employee: Person;
  reviewerId: number;
  managerId: number | null;
  appraisalId: number;
  quarter: string;
};

export type PlannedAppraisalNotice = { userId: number; subject: string; body: string; objectType: 'EmployeeEvaluation'; objectId: number };

/**
 * Who hears of an appraisal (NotifiedObjectType EmployeeEvaluation): the employee when it is shared with them
 * and when it is completed; the reviewer and the manager when the employee signs. Never the actor; each once.
 */
export function planAppraisalNotices(input: AppraisalNoticeInput): PlannedAppraisalNotice[] {
  const { actor, employee, quarter } = input;
  const picks: { to: number | null; subject: string }[] = [];
  switch (input.type) {
    case 'appraisal_shared':
      picks.push({ to: employee.id, subject: `${actor.name} shared your ${quarter} appraisal with you; please read and sign it` });
      break;
    case 'appraisal_signed':
      picks.push({ to: input.managerId, subject: `${employee.name} signed their ${quarter} appraisal; it awaits your countersignature` });
      picks.push({ to: input.reviewerId, subject: `${employee.name} signed their ${quarter} appraisal` });
      break;
    case 'appraisal_completed':
      picks.push({ to: employee.id, subject: `${actor.name} countersigned your ${quarter} appraisal; it is complete` });
      picks.push({ to: input.reviewerId, subject: `${actor.name} completed ${employee.name}'s ${quarter} appraisal` });
      break;
  }
  const seen = new Set([actor.id]);
  const planned: PlannedAppraisalNotice[] = [];
  for (const p of picks) {
    if (p.to === null || seen.has(p.to)) continue;
    seen.add(p.to);
    planned.push({ userId: p.to, subject: p.subject, body: employee.name, objectType: 'EmployeeEvaluation', objectId: input.appraisalId });
  }
  return planned;
}
