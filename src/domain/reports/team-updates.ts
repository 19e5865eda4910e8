// Report 9, the Team Goal Updates print: a summary card per person below the viewer (spec 001 §3 'Goal facts used
// by reports', §9 'Team goal updates print').
import { deltaOf, isLate } from '../goals/weekly-status';
import type { GoalState } from '../goals/states';

export type StatusFacts = { likelihood: number; quality: number; weekStart: string };
/** A goal of the quarter with its newest status and the one before it (null when there are not that many). */
export type UpdateGoal = { title: string; state: GoalState; newest: StatusFacts | null; previous: StatusFacts | null };

/**
 * Why a goal needs a look, as facts the file writes in its reader's language: its likelihood is at risk, it fell since
 * the week before (by how many levels), or its update is late (the week of its last one, or none yet).
 */
export type Reason = { kind: 'atRisk'; likelihood: number } | { kind: 'down'; by: number } | { kind: 'late'; lastUpdate: string | null };
export type Attention = { title: string; reasons: Reason[] };
export type PersonCard = {
  goals: number;
  approved: number;
  atRisk: number;
  trendingDown: number;
  late: number;
  averageLikelihood: number | null;
  averageQuality: number | null;
  lastUpdate: string | null;
  /** The approved goals that need a look, worst first, at most three. */
  attention: Attention[];
};

/** In the team summary a likelihood of 2 or less counts as at risk (§3; the goal cards' own rule is below 2). */
export const isAtRiskInTeamSummary = (likelihood: number) => likelihood <= 2;
const ATTENTION_SHOWN = 3;

const average = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/**
 * A person's card. Trends, risk and lateness count approved goals only (§3: 'approved' is the state counted); late is
 * a newest update older than one week before the reference week — the current week, or a past quarter's last week.
 */
export function cardOf(goals: readonly UpdateGoal[], referenceWeekStart: string): PersonCard {
  const approved = goals.filter((g) => g.state === 'approved');
  const attention: (Attention & { rank: number })[] = [];
  let atRisk = 0;
  let trendingDown = 0;
  let late = 0;
  for (const g of approved) {
    const drop = g.newest ? deltaOf(g.newest.likelihood, g.previous?.likelihood) : null;
    const risky = !!g.newest && isAtRiskInTeamSummary(g.newest.likelihood);
    const down = drop !== null && drop < 0;
    const stale = !g.newest || isLate(g.newest.weekStart, referenceWeekStart);
    atRisk += risky ? 1 : 0;
    trendingDown += down ? 1 : 0;
    late += stale ? 1 : 0;
    const reasons: Reason[] = [
      ...(risky ? [{ kind: 'atRisk' as const, likelihood: g.newest!.likelihood }] : []),
      ...(down ? [{ kind: 'down' as const, by: -drop! }] : []),
      ...(stale ? [{ kind: 'late' as const, lastUpdate: g.newest?.weekStart ?? null }] : []),
    ];
    if (reasons.length) attention.push({ title: g.title, reasons, rank: (risky ? 4 : 0) + (down ? 2 : 0) + (stale ? 1 : 0) });
  }
  const newest = goals.flatMap((g) => (g.newest ? [g.newest] : []));
  return {
    goals: goals.length,
    approved: approved.length,
    atRisk,
    trendingDown,
    late,
    averageLikelihood: average(newest.map((s) => s.likelihood)),
    averageQuality: average(newest.map((s) => s.quality)),
    lastUpdate: newest.reduce<string | null>((last, s) => (last === null || s.weekStart > last ? s.weekStart : last), null),
    attention: attention
      .sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title))
      .slice(0, ATTENTION_SHOWN)
      .map(({ title, reasons }) => ({ title, reasons })),
  };
}

/** §9: about 8 cards on the first page (under the title) and 10 on each later one. */
export const CARDS_FIRST_PAGE = 8;
export const CARDS_PER_PAGE = 10;

export function cardPages<T>(cards: readonly T[]): T[][] {
  const pages: T[][] = [cards.slice(0, CARDS_FIRST_PAGE)];
  for (let i = CARDS_FIRST_PAGE; i < cards.length; i += CARDS_PER_PAGE) pages.push(cards.slice(i, i + CARDS_PER_PAGE));
  return pages;
}

export const NO_TEAM = 'You do not have anyone reporting to you, so this report has no data to display.';
