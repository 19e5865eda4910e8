import type { GoalEditState, GoalState } from './states';
import { isLate, weeksOld } from './weekly-status';

export type GoalResultFacts = { completed: boolean; objectiveResult: number | null };

export type GoalListFacts = {
  state: GoalState;
  viewerIsOwner: boolean;
  viewerIsReviewer: boolean;
  openEdit: Extract<GoalEditState, 'draft' | 'review'> | null;
  periodEnded: boolean;
  periodCurrent: boolean;
  hasCurrentWeekStatus: boolean;
  latest: { weekStartDate: string; likelihoodDelta: number | null; qualityDelta: number | null } | null;
  ownerResult: GoalResultFacts | null;
  managerResult: GoalResultFacts | null;
  currentWeekStart: string;
};

export type ResultVerdict = 'Achieved' | 'Not Achieved' | 'In Dispute';

/** Owner and manager disagree when their Completed answers differ. */
export function resultVerdict(owner: GoalResultFacts, manager: GoalResultFacts | null): ResultVerdict {
  if (manager && manager.completed !== owner.completed) return 'In Dispute';
  return (manager ?? owner).completed ? 'Achieved' : 'Not Achieved';
}

const tracking = (state: GoalState) => state === 'approved' || state === 'shelving_in_review';

/** Needs Update: a tracked goal of the current quarter without a status for the current week. */
export const needsUpdate = (f: Pick<GoalListFacts, 'state' | 'periodCurrent' | 'hasCurrentWeekStatus'>) =>
  tracking(f.state) && f.periodCurrent && !f.hasCurrentWeekStatus;

/** Needs Review: something waits for the viewer as the owner's reviewer (results only until answered). */
export const needsReview = (f: Pick<GoalListFacts, 'state' | 'viewerIsReviewer' | 'openEdit' | 'managerResult'>) =>
  f.viewerIsReviewer &&
  (f.state === 'review' ||
    f.state === 'shelving_in_review' ||
    (f.state === 'results_in_review' && !f.managerResult) ||
    f.openEdit === 'review');

/** Needs Finalization: the viewer's own approved goal from a quarter that has ended. */
export const needsFinalization = (f: Pick<GoalListFacts, 'state' | 'viewerIsOwner' | 'periodEnded'>) =>
  f.viewerIsOwner && f.state === 'approved' && f.periodEnded;

export const isWorsened = (f: Pick<GoalListFacts, 'state' | 'latest'>) =>
  f.state !== 'finalized' && !!f.latest && ((f.latest.likelihoodDelta ?? 0) < 0 || (f.latest.qualityDelta ?? 0) < 0);

/** The badges a goal shows in lists, in display order. */
export function goalBadges(f: GoalListFacts): string[] {
  const badges: string[] = [];
  if (f.state === 'draft' || f.state === 'review') badges.push('Draft');
  if (f.state === 'shelved') badges.push('Shelved');
  if (f.openEdit) badges.push('Pending edits');
  if (needsUpdate(f)) badges.push('Needs Update');
  if (needsReview(f)) badges.push('Needs Review');
  if (f.state === 'results_in_review' && f.ownerResult) badges.push(`Results in review (${resultVerdict(f.ownerResult, f.managerResult)})`);
  if (f.state === 'finalized') badges.push('Finalized');
  if (needsFinalization(f)) badges.push('Needs Finalization');
  // A status only grows old while its quarter runs; past quarters ask for finalization instead.
  if (f.latest && tracking(f.state) && f.periodCurrent && isLate(f.latest.weekStartDate, f.currentWeekStart)) {
    badges.push(`Status is ${weeksOld(f.latest.weekStartDate, f.currentWeekStart)} weeks old`);
  }
  if (tracking(f.state) && (f.latest?.likelihoodDelta ?? 0) < 0) badges.push('Trending Down');
  return badges;
}

/**
 * The six-level sort priority of spec 000 §4: 1 worsened and not finalized; 2 needs review by the
 * viewer; 3 needs update; 4 needs finalization; 5 the viewer's own pending edits; 6 the rest.
 */
export function sortPriority(f: GoalListFacts): 1 | 2 | 3 | 4 | 5 | 6 {
  if (isWorsened(f)) return 1;
  if (needsReview(f)) return 2;
  if (needsUpdate(f)) return 3;
  if (needsFinalization(f)) return 4;
  if (f.viewerIsOwner && f.openEdit) return 5;
  return 6;
}
