import { findListedGoals, type Viewer } from '../goals';
import { insertNotifications } from '../notifications';
import { isAtRisk, trendOf } from '../../domain/goals/weekly-status';
import type { RoleName } from '../../contract/people';
import { hasNews, teamSummaryNotice, type TeamSummaryFacts } from '../../domain/notifications/rhythm-notices';
import { claimSends } from './send-queries';
import { findBehindReports, findTeamGoals, type PersonRow } from './follow-up-queries';
import { row, type Scope } from './scope';

/** The goals' face reads the approvals waiting for a manager as their goals list's "Needs Review" does. */
function managerViewer(s: Scope, m: PersonRow, base: { today: string; period: Viewer['period'] }): Viewer {
  return {
    tenantId: s.company.id,
    userId: m.id,
    sessionId: 0,
    roleName: (m.role_name ?? 'manager') as RoleName,
    isOrgAdmin: false,
    isGoalAdmin: false,
    isGoalManager: false,
    isHrAdmin: false,
    isDelegate: false,
    parentId: m.parent_id === null ? null : Number(m.parent_id),
    language: m.language,
    tenant: {
      effectiveDate: s.company.effectiveDate,
      timeZone: s.company.timeZone,
      goalType: s.company.goalType,
      defaultLanguage: s.company.defaultLanguage,
    },
    ceo: null,
    isAdmin: false,
    today: base.today,
    period: base.period,
    goalType: s.company.goalType as Viewer['goalType'],
  };
}

/** One page of managers: each gets the week's summary of their team, when there is anything to say. */
export async function summarise(s: Scope, managers: PersonRow[], base: { today: string; period: Viewer['period'] }): Promise<void> {
  const { tx, company, week, now } = s;
  const ids = managers.map((m) => m.id);
  const behind = await findBehindReports(tx, company.id, week.weekStart, ids);
  const goals = await findTeamGoals(tx, company.id, week, ids);
  const facts = new Map<number, TeamSummaryFacts>(ids.map((id) => [id, { behind: [], goals: [], approvals: 0 }]));
  for (const p of behind) facts.get(Number(p.parent_id))?.behind.push({ name: p.name, streak: s.streaks.get(p.id) ?? 1 });
  for (const g of goals) {
    const down = trendOf(g.likelihood_delta) === 'down' || trendOf(g.quality_delta) === 'down';
    if ((g.likelihood !== null && isAtRisk(g.likelihood)) || down)
      facts.get(Number(g.manager_id))?.goals.push({ title: g.title, owner: g.owner_name });
  }
  for (const m of managers) {
    const waiting = await findListedGoals(tx, managerViewer(s, m, base), {
      periodId: null,
      scope: 'MyDirectReports',
      needsReview: true,
      limit: 1,
      offset: 0,
    });
    facts.get(m.id)!.approvals = waiting.total;
  }
  const withNews = managers.filter((m) => hasNews(facts.get(m.id)!));
  const won = new Set(
    (
      await claimSends(
        tx,
        company.id,
        week.weekStart,
        'summary',
        withNews.map((m) => ({ userId: m.id, aboutUserId: null })),
        now,
      )
    ).map((w) => w.userId),
  );
  const rows = withNews
    .filter((m) => won.has(m.id))
    .map((m) => row(s, m, teamSummaryNotice(facts.get(m.id)!), { eventType: 'rhythm_summary', objectType: 'TeamSummary', objectId: m.id }));
  s.counts.summaries += rows.length;
  s.stored.push(...(await insertNotifications(tx, rows)));
}
