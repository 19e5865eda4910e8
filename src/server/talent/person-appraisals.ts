import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { appraisals } from '../db/schema';
import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { tenantToday } from '../periods';
import { finalResultOf, liveGoal } from '../goals';
import { canSeeAppraisal, NOT_ALLOWED, ratingsVisible } from '../../domain/talent/appraisal-rules';
import { isEligible } from '../../domain/talent/appraisal-periods';
import { predictionAccuracy } from '../../domain/talent/prediction-accuracy';
import type { AppraisalState } from '../../domain/talent/states';
import type { TalentGoals, UserAppraisals } from '../../contract/talent';
import { findEmployee } from './appraisals/appraisal-queries';
import { QUARTER_NOT_FOUND } from './appraisals/appraisal-service';
import { actsAsReviewer, relationTo } from './appraisals/relation';
import { toPersonRef, toSummary } from './appraisals/appraisal-view';
import { loadTalentYear } from './appraisal-periods';
import { PERSON_NOT_FOUND } from '../../domain/askers';

/** The person, if the caller may look at their appraisals: themselves, anyone above them, HR admins; 404 for anyone else. */
async function personFor(w: Work, userId: number) {
  const person = await findEmployee(w.tx, w.actor.tenantId, userId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  const rel = await relationTo(w.tx, w.actor, person);
  if (!rel.isEmployee && !rel.isAbove && !rel.isHrAdmin) throw notFound(NOT_ALLOWED);
  return { person, rel };
}

/** GET /talent/user/{userId}: one row per quarter the person is appraised for, newest first (none for the CEO). */
export async function getUserAppraisals(w: Work, userId: number): Promise<UserAppraisals> {
  const { tx, actor } = w;
  const { person, rel } = await personFor(w, userId);
  const { settings, periods: listed } = await loadTalentYear(tx, actor, w.now);
  const share = settings.Settings.ShareRatingWithEmployee;
  const base = { user: toPersonRef(person), isShare: share };
  if (person.roleName === 'ceo' || person.roleName === 'observer') return { ...base, evaluations: [] };
  const since = tenantToday(settings.company, person.createdAt);
  const periods = listed.filter((p) => isEligible(since, { startDate: p.StartDate, endDate: p.EndDate }));
  const rows = await tx
    .select()
    .from(appraisals)
    .where(and(eq(appraisals.tenantId, actor.tenantId), eq(appraisals.userId, person.id)))
    .orderBy(asc(appraisals.periodId));
  const byPeriod = new Map(rows.map((r) => [r.periodId, r]));
  const isDirectManager = person.parentId === actor.userId && person.deactivatedAt === null;
  return {
    ...base,
    evaluations: periods.map((p) => {
      const a = byPeriod.get(p.Id);
      const withIt = a && { ...rel, isReviewer: actsAsReviewer(actor, a, person.parentId) };
      const visible = a && withIt && canSeeAppraisal(withIt, a.state as AppraisalState);
      return {
        Period: p,
        Appraisal: visible ? toSummary(a, ratingsVisible(withIt, share)) : null,
        CanStart: !a && isDirectManager && p.IsOpen,
      };
    }),
  };
}

type GoalRow = { id: number; title: string; state: string; goal_type: string; outcome: number | null };
type StatusRow = { goal_id: number; week: number; likelihood: number; quality: number; week_start_date: string };

/** GET /talent/goals/{userId}/{periodId}: the person's goals of the quarter, their weekly statuses, and how well they foretold them. */
export async function getTalentGoals(w: Work, input: { userId: number; periodId: number }): Promise<TalentGoals> {
  const { tx, actor } = w;
  const { person } = await personFor(w, input.userId);
  const t = actor.tenantId;
  const [period] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM periods WHERE tenant_id = ${t} AND id = ${input.periodId}`);
  if (!period) throw notFound(QUARTER_NOT_FOUND);
  // The goal's final result (the manager's review wins, goals' rule); percent goals as a share.
  const goals = await queryRows<GoalRow>(
    tx,
    sql`SELECT g.id, g.title, g.state, g.goal_type,
          (SELECT CASE WHEN g.goal_type = 'ObjectiveResult' THEN r.objective_result / 100.0 WHEN r.completed THEN 1 ELSE 0 END
             FROM ${finalResultOf('g', t)} r)::float AS outcome
        FROM goals g
        WHERE g.tenant_id = ${t} AND g.owner_id = ${person.id} AND g.period_id = ${input.periodId} AND ${liveGoal('g')}
        ORDER BY g.id`,
  );
  const statuses = goals.length
    ? await queryRows<StatusRow>(
        tx,
        sql`SELECT s.goal_id, w.week, s.likelihood, s.quality, s.week_start_date::text AS week_start_date
            FROM goal_statuses s JOIN period_weeks w ON w.tenant_id = ${t} AND w.tenant_id = s.tenant_id AND w.id = s.week_id
            WHERE s.tenant_id = ${t} AND s.goal_id IN (${sql.join(
              goals.map((g) => sql`${g.id}`),
              sql`, `,
            )})
            ORDER BY s.goal_id, w.week`,
      )
    : [];
  const accuracy = predictionAccuracy(
    goals.map((g) => ({
      goalId: Number(g.id),
      outcome: g.outcome === null ? null : Number(g.outcome),
      likelihoods: statuses.filter((s) => Number(s.goal_id) === Number(g.id)).map((s) => s.likelihood),
    })),
  );
  return {
    Goals: goals.map((g) => ({
      Id: Number(g.id),
      Title: g.title,
      State: g.state,
      GoalType: g.goal_type,
      Outcome: g.outcome === null ? null : Number(g.outcome),
    })),
    GoalStatuses: statuses.map((s) => ({
      GoalId: Number(s.goal_id),
      Week: s.week,
      Likelihood: s.likelihood,
      Quality: s.quality,
      StartDate: s.week_start_date,
    })),
    Accuracy: accuracy,
  };
}
