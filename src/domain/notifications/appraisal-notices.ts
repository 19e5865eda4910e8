import type { AppraisalEventType } from './event-types';
import type { Person } from './goal-notices';
import { say, type NoticeBody, type NoticeText } from './notice-text';

export type AppraisalNoticeInput = {
  type: AppraisalEventType;
  actor: Person;
  employee: Person;
  reviewerId: number;
  managerId: number | null;
  appraisalId: number;
  quarter: string;
};

export type PlannedAppraisalNotice = {
  userId: number;
  subject: NoticeText;
  body: NoticeBody;
  objectType: 'EmployeeEvaluation';
  objectId: number;
};

/**
 * Who hears of an appraisal (NotifiedObjectType EmployeeEvaluation): the employee when it is shared with them
 * and when it is completed; the reviewer and the manager when the employee signs. Never the actor; each once.
 */
export function planAppraisalNotices(input: AppraisalNoticeInput): PlannedAppraisalNotice[] {
  const { actor, employee, quarter } = input;
  const names = { actor: actor.name, employee: employee.name, quarter };
  const picks: { to: number | null; subject: NoticeText }[] = [];
  switch (input.type) {
    case 'appraisal_shared':
      picks.push({ to: employee.id, subject: say('appraisal.shared', names) });
      break;
    case 'appraisal_signed':
      picks.push({ to: input.managerId, subject: say('appraisal.signedToCountersign', names) });
      picks.push({ to: input.reviewerId, subject: say('appraisal.signed', names) });
      break;
    case 'appraisal_completed':
      picks.push({ to: employee.id, subject: say('appraisal.completed', names) });
      picks.push({ to: input.reviewerId, subject: say('appraisal.completedByOther', names) });
      break;
  }
  const seen = new Set([actor.id]);
  const planned: PlannedAppraisalNotice[] = [];
  for (const p of picks) {
    if (p.to === null || seen.has(p.to)) continue;
    seen.add(p.to);
    planned.push({
      userId: p.to,
      subject: p.subject,
      body: { title: null, parts: [employee.name] },
      objectType: 'EmployeeEvaluation',
      objectId: input.appraisalId,
    });
  }
  return planned;
}
