import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import type { Actor } from '../http/access';
import type { Work } from '../http/unit-of-work';
import {
  COMPLIANCE_MODES,
  complianceScopeFor,
  percentOf,
  reportScopeFor,
  type ComplianceMode,
  type ComplianceScope,
} from '../../domain/dashboard/compliance';
import { quarterLabel } from '../../domain/periods';
import type { Compliance, ComplianceFigure, CompliancePeople } from '../../contract/dashboard';
import type { ComplianceCache } from './compliance-cache';
import {
  countCompliance,
  findComplianceFrame,
  findCompliancePeople,
  findComplianceWeek,
  type ComplianceCounts,
  type CompliancePersonRow,
  type ComplianceQuestion,
  type ComplianceWeek,
} from './compliance-queries';
import { findDescendantIds } from '../people';
import { avatarUrl } from '../auth';
import { findCurrentPeriod, tenantToday } from '../periods';

const figure = (Mode: ComplianceMode, Count: number, Total: number): ComplianceFigure => {
  const Percent = percentOf(Count, Total);
  return { Mode, Count, Total, Percent, CompliantPercent: Total > 0 ? 100 - Percent : 0 };
};

/** How many people a mode concerns, and of how many it measures. */
const concernedOf = (c: ComplianceCounts, mode: ComplianceMode) =>
  mode === 1 ? c.users - c.goals : mode === 2 ? c.tracked - c.lastweekgoals : c.finalizable - c.lastgoals;
const measuredOf = (c: ComplianceCounts, mode: ComplianceMode) => (mode === 1 ? c.users : mode === 2 ? c.tracked : c.finalizable);

type Frame = {
  question: ComplianceQuestion | null;
  scope: ComplianceScope;
  context: Omit<Compliance, 'users' | 'goals' | 'lastweekgoals' | 'lastgoals' | 'Modes' | 'Scope'>;
};

/** The tenant's current quarter and today (compliance needs no more of the viewer than this and the role). */
async function currentPeriodOf(tx: Db, tenantId: number, now: Date) {
  const [tenant] = await tx
    .select({ effectiveDate: tenants.effectiveDate, timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) return null;
  const schedule = { id: tenantId, ...tenant };
  const period = await findCurrentPeriod(tx, schedule, now);
  return period && { period, today: tenantToday(schedule, now) };
}

/** Whom a question measures: the scope, and for My Organization everyone below (the walk is skipped otherwise). */
const peopleOf = async (tx: Db, actor: Actor, scope: ComplianceScope) => ({
  tenantId: actor.tenantId,
  viewerId: actor.userId,
  scope,
  descendants: scope === 2 ? await findDescendantIds(tx, actor.tenantId, actor.userId) : [],
});

/** The scope actually measured, the current and previous quarter, and the week mode 2 looks at. */
async function frameOf(tx: Db, actor: Actor, now: Date, asked: ComplianceScope): Promise<Frame> {
  const scope = complianceScopeFor(actor.roleName, asked);
  const current = await currentPeriodOf(tx, actor.tenantId, now);
  if (!current) {
    const context = {
      LastWeekId: null,
      LastId: null,
      IsCurrentWeek: false,
      PeriodId: null,
      Quarter: null,
      LastQuarter: null,
      LastWeek: null,
    };
    return { question: null, scope, context };
  }
  const { period, today } = current;
  const { last, week } = await findComplianceFrame(tx, actor.tenantId, { id: period.Id, index: period.Index }, today);
  return {
    scope,
    question: {
      ...(await peopleOf(tx, actor, scope)),
      currentPeriodId: period.Id,
      weekId: week?.id ?? null,
      lastPeriodId: last?.id ?? null,
    },
    context: {
      LastWeekId: week?.id ?? null,
      LastId: last?.id ?? null,
      IsCurrentWeek: week?.isCurrentWeek ?? false,
      PeriodId: period.Id,
      Quarter: quarterLabel({ quarter: period.Quarter, year: period.Year }),
      LastQuarter: last ? quarterLabel(last) : null,
      LastWeek: week && { Id: week.id, Week: week.week, StartDate: week.startDate, EndDate: week.endDate },
    },
  };
}

/** GET /dashboard/complience/{scope}: the three modes' numbers for the people in scope (Company from `cache` when given). */
export async function getCompliance(
  { tx, actor, now }: Work,
  { scope: asked, cache }: { scope: ComplianceScope; cache?: ComplianceCache },
): Promise<Compliance> {
  const { question, scope, context } = await frameOf(tx, actor, now, asked);
  const c = !question
    ? { users: 0, goals: 0, tracked: 0, lastweekgoals: 0, finalizable: 0, lastgoals: 0 }
    : scope === 3 && cache
      ? await cache.counts(`${question.tenantId}:${question.currentPeriodId}:${question.weekId}:${question.lastPeriodId}`, now, () =>
          countCompliance(tx, question),
        )
      : await countCompliance(tx, question);
  return {
    Scope: scope,
    users: c.users,
    goals: c.goals,
    lastweekgoals: c.lastweekgoals,
    lastgoals: c.lastgoals,
    ...context,
    Modes: COMPLIANCE_MODES.map((m) => figure(m, concernedOf(c, m), measuredOf(c, m))),
  };
}

/** GET /dashboard/complience/{scope}/{mode}: the people a mode concerns, by name, a page at a time. */
export async function getCompliancePeople(
  { tx, actor, now }: Work,
  { scope: asked, mode, page }: { scope: ComplianceScope; mode: ComplianceMode; page: { Page: number; PageSize: number } },
): Promise<CompliancePeople> {
  const { question, scope } = await frameOf(tx, actor, now, asked);
  const offset = (page.Page - 1) * page.PageSize;
  const rows = question ? await findCompliancePeople(tx, question, mode, { limit: page.PageSize, offset }) : [];
  // A page past the end has no row to carry the total.
  const count = rows[0]?.total ?? (question && offset > 0 ? concernedOf(await countCompliance(tx, question), mode) : 0);
  return {
    Scope: scope,
    Mode: mode,
    data: rows.map((r) => ({
      Id: Number(r.id),
      Name: r.name,
      JobTitle: r.job_title,
      OrgUnit: r.org_unit,
      Avatar: avatarUrl({ id: r.id, avatarKey: r.avatar_key }),
      ManagerId: r.manager_id === null ? null : Number(r.manager_id),
      ManagerName: r.manager_name,
      LastUpdate: mode === 2 ? r.last_update : null,
      OpenGoals: mode === 3 ? r.open_goals : null,
    })),
    count,
    Page: page.Page,
    PageSize: page.PageSize,
  };
}

export type ComplianceList = { scope: ComplianceScope; week: ComplianceWeek | null; people: CompliancePersonRow[] };

/**
 * Everyone a mode concerns in a scope, for any quarter, by the dashboard's own rules: the Goal Compliance List
 * (report 2) reads this, so its rows are the widget's people. Modes 1 and 2 measure the quarter (mode 2 its week by
 * measuredWeek, none before it starts); mode 3 the quarter as the one to finalize. `week` is null when mode 2 has none.
 */
export async function findComplianceList(
  { tx, actor }: Work,
  input: { scope?: ComplianceScope; mode: ComplianceMode; periodId: number; today: string },
): Promise<ComplianceList> {
  const scope = reportScopeFor(actor, input.scope);
  const week = input.mode === 2 ? await findComplianceWeek(tx, actor.tenantId, input.periodId, input.today) : null;
  if (input.mode === 2 && !week) return { scope, week, people: [] };
  const question: ComplianceQuestion = {
    ...(await peopleOf(tx, actor, scope)),
    currentPeriodId: input.periodId,
    weekId: week?.id ?? null,
    lastPeriodId: input.periodId,
  };
  return { scope, week, people: await findCompliancePeople(tx, question, input.mode, { limit: null, offset: 0 }) };
}
