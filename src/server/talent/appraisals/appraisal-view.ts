import { avatarUrl } from '../../auth';
import { actingReviewerId, decideAppraisal, ratingsVisible, type AppraisalRelation } from '../../../domain/talent/appraisal-rules';
import { appraisalProgress, appraisalStatus, type AppraisalState } from '../../../domain/talent/states';
import type { Appraisal, AppraisalSummary, PersonRef, Signature } from '../../../contract/talent';
import type { StoredSignature } from '../../db/schema';
import type { AppraisalRow, LoadedAppraisal, PersonCols } from './appraisal-queries';
import { toWireAnswers, toWireQuestion } from '../reviews/answer-sheet';

export const toPersonRef = (p: PersonCols): PersonRef => ({ Id: p.id, Name: p.name, JobTitle: p.jobTitle, Avatar: avatarUrl(p) });

const toSignature = (s: StoredSignature | null): Signature | null =>
  s && { SignerId: s.signerId, Name: s.name, Kind: s.kind, Value: s.value, SignedAt: s.signedAt };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const may = (action: Parameters<typeof decideAppraisal>[0], rel: AppraisalRelation, state: AppraisalState) =>
  decideAppraisal(action, rel, state).ok;

/**
 * The wire appraisal for one viewer: what they may do, and the ratings only if they may see them. Its reviewer is the one
 * who acts as such: the employee's manager now while it is open (decision 035), else the reviewer of record.
 */
export function toAppraisal(l: LoadedAppraisal, rel: AppraisalRelation, shareRatings: boolean): Appraisal {
  const a = l.a;
  const state = a.state as AppraisalState;
  const show = ratingsVisible(rel, shareRatings);
  const acting = actingReviewerId({ state, reviewerId: a.reviewerId }, l.managerId);
  const reviewer = l.manager && acting === l.manager.id ? l.manager : l.reviewer;
  return {
    Id: a.id,
    UserId: a.userId,
    User: toPersonRef(l.employee),
    ReviewerId: reviewer.id,
    Reviewer: toPersonRef(reviewer),
    Manager: l.manager ? toPersonRef(l.manager) : null,
    Review: a.review,
    PrimaryRating: show ? a.primaryRating : null,
    SecondaryRating: show ? a.secondaryRating : null,
    TertiaryRating: show ? a.tertiaryRating : null,
    PrimaryLabel: show ? a.primaryLabel : null,
    SecondaryLabel: show ? a.secondaryLabel : null,
    TertiaryLabel: show ? a.tertiaryLabel : null,
    RatingScale: a.ratingScale,
    RatingsHidden: !show,
    EvaluationPeriodId: a.periodId,
    State: state,
    Status: appraisalStatus(state),
    Progress: appraisalProgress(state),
    EmployeeComments: a.employeeComment,
    EmployeeSignature: toSignature(a.employeeSignature),
    ManagerSignature: toSignature(a.managerSignature),
    SharedAt: iso(a.sharedAt),
    AcknowledgedAt: iso(a.acknowledgedAt),
    CompletedAt: iso(a.completedAt),
    CreatedAt: a.createdAt.toISOString(),
    UpdatedAt: a.updatedAt.toISOString(),
    Permissions: {
      CanEdit: may('update', rel, state),
      CanDelete: may('delete', rel, state),
      CanShare: may('share', rel, state),
      CanSign: may('employeeSign', rel, state),
      CanCountersign: may('managerSign', rel, state),
      CanPrint: may('print', rel, state),
    },
    // Nothing is changed under a signature any more (decision 035), so an edit has nothing to tell.
    Notice: null,
    // Only an appraisal that asks manager questions (issue 34) says so: the spec's answer stays as it was.
    ...(a.questions && a.questions.length > 0 ? { Questions: a.questions.map(toWireQuestion), Answers: toWireAnswers(a.answers) } : {}),
  };
}

/** An appraisal as lists show it. */
export function toSummary(
  a: Pick<AppraisalRow, 'id' | 'userId' | 'reviewerId' | 'state' | 'primaryRating' | 'secondaryRating' | 'updatedAt'>,
  showRatings: boolean,
): AppraisalSummary {
  const state = a.state as AppraisalState;
  return {
    Id: a.id,
    UserId: a.userId,
    ReviewerId: a.reviewerId,
    State: state,
    Status: appraisalStatus(state),
    Progress: appraisalProgress(state),
    PrimaryRating: showRatings ? a.primaryRating : null,
    SecondaryRating: showRatings ? a.secondaryRating : null,
    UpdatedAt: a.updatedAt.toISOString(),
  };
}
