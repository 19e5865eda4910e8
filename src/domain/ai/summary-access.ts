// Who may have an AI summary written, and for which reader (spec 001 §6 'Reports visibility', §9; issue 16).

import { isObserver, type Asker } from '../askers';

export type SummaryAsker = Asker;

/** An observer who is neither HR admin nor org admin loses the AI summaries (reports 11 and 12); everyone else has them. */
export const mayUseSummaries = (a: SummaryAsker): boolean => !isObserver(a) || a.isOrgAdmin || a.isHrAdmin;

/** 1 for me; org admins who are not the CEO may also have one written for the CEO (the CEO's own is 1). */
export function readersFor(a: SummaryAsker): (1 | 2)[] {
  if (!mayUseSummaries(a)) return [];
  return a.isOrgAdmin && a.roleName !== 'ceo' ? [1, 2] : [1];
}

export const NOT_FOR_CEO = 'Only org admins who are not the CEO may have a summary written for the CEO.';
export const NOT_PAST = 'You can generate a summary only for a quarter that has ended.';
export const NO_PAST_QUARTER = 'You do not have past quarter to generate report.';
export const GENERATING = 'Generating...';
