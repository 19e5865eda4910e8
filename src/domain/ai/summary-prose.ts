import { GOAL_STATES, STATE_NAMES } from '../goals/states';
import { averageLevelOf, levelText } from '../goals/levels';
import type { AverageTrend, GoalFacts, PickedComment, QuarterFacts, ScaleTrend } from './summary-facts';
import { listOf, plural, quote } from './text';

// Plain prose from the facts alone: every sentence says something the data shows, nothing more.

const TITLES_LISTED = 3;
const AT_RISK_WORDS = `likelihood below ${levelText('likelihood', 2)}`;

// Levels read as on every screen ('Unsure, 3 of 5'); the comma after one mid-sentence closes it.
/** 'rose from Unsure, 3 of 5, to Likely, 4 of 5', 'ended where it began, at Likely, 4 of 5'. */
function moved(t: ScaleTrend, show: (v: number) => string): string {
  if (t.direction === 'up') return `rose from ${show(t.first)}, to ${show(t.last)}`;
  if (t.direction === 'down') return `fell from ${show(t.first)}, to ${show(t.last)}`;
  return `ended where it began, at ${show(t.first)}`;
}

const average = averageLevelOf;
const share = (a: number, b: number) => Math.round((100 * a) / (a + b));

function titles(items: readonly { title: string }[]): string {
  const named = items.slice(0, TITLES_LISTED).map((g) => quote(g.title));
  const more = items.length - named.length;
  return listOf(more > 0 ? [...named, `${more} more`] : named);
}

const commentList = (comments: readonly PickedComment[], withTitle: boolean) =>
  comments.map((c) => `${quote(c.text)} (${withTitle ? `${c.goalTitle}, ` : ''}week ${c.week})`).join('; ');

/** Achieved against not achieved, among the goals with a recorded result. */
function resultSentence(achieved: number, notAchieved: number): string {
  const decided = achieved + notAchieved;
  if (decided === 0) return 'No goal has a recorded result yet.';
  if (notAchieved === 0)
    return decided === 1 ? 'The one goal with a result was achieved.' : `All ${decided} goals with a result were achieved.`;
  if (achieved === 0)
    return decided === 1 ? 'The one goal with a result was not achieved.' : `None of the ${decided} goals with a result was achieved.`;
  return `Of the ${decided} goals with a result, ${achieved} ${achieved === 1 ? 'was' : 'were'} achieved and ${notAchieved} ${notAchieved === 1 ? 'was' : 'were'} not (${share(achieved, notAchieved)}% achieved).`;
}

function outcome(g: GoalFacts): string {
  const state = STATE_NAMES[g.state];
  if (g.achieved === true) return `${quote(g.title)} was achieved (${state}).`;
  if (g.achieved === false) return `${quote(g.title)} was not achieved (${state}).`;
  return `${quote(g.title)} has no recorded result; its state is ${state}.`;
}

/** A few sentences about one goal: its outcome, how its likelihood and quality moved, risk, gaps, check-ins. */
export function writeGoalSummary(g: GoalFacts): string {
  const out = [outcome(g)];
  const l = (v: number) => levelText('likelihood', v);
  const q = (v: number) => levelText('quality', v);
  if (g.updates === 0 || !g.latest) out.push('It had no weekly updates, so there is no trend to report.');
  else if (!g.likelihood || !g.quality) {
    out.push(
      `Its one weekly update (week ${g.latest.week}) rated likelihood ${l(g.latest.likelihood)}, and quality ${q(g.latest.quality)}.`,
    );
  } else out.push(`Over ${plural(g.updates, 'weekly update')}, likelihood ${moved(g.likelihood, l)}, and quality ${moved(g.quality, q)}.`);
  if (g.atRisk && g.latest) out.push(`Its latest likelihood, ${l(g.latest.likelihood)}, puts it at risk.`);
  if (g.lateUpdates > 0) out.push(`${plural(g.lateUpdates, 'week')} had no update.`);
  if (g.comments.length > 0) out.push(`From the check-ins: ${commentList(g.comments, false)}.`);
  return out.join(' ');
}

function averageSentence(name: string, t: AverageTrend): string {
  const how =
    t.direction === 'flat'
      ? `held at ${average(t.first)}`
      : `${t.direction === 'up' ? 'rose' : 'fell'} from ${average(t.first)} to ${average(t.last)}`;
  return `average ${name} ${how} (${t.up} up, ${t.down} down, ${t.flat} unchanged)`;
}

/** A paragraph about a person's quarter, then the check-ins that stand out. */
export function writeQuarterSummary(facts: QuarterFacts, person: string, quarterLabel: string): string {
  if (facts.goalCount === 0) return `${person} had no goals in ${quarterLabel}, so there is nothing to summarise.`;
  const states = GOAL_STATES.filter((s) => facts.byState[s] > 0).map((s) => `${facts.byState[s]} ${STATE_NAMES[s].toLowerCase()}`);
  const out = [`In ${quarterLabel}, ${person} had ${plural(facts.goalCount, 'goal')}: ${listOf(states)}.`];
  out.push(resultSentence(facts.achieved, facts.notAchieved));
  const anyUpdate = facts.goals.some((g) => g.updates > 0);
  if (facts.atRisk.length > 0) {
    const n = facts.atRisk.length;
    out.push(
      `${plural(n, 'goal')} ${n === 1 ? 'was' : 'were'} at risk at ${n === 1 ? 'its' : 'their'} latest update (${AT_RISK_WORDS}): ${titles(facts.atRisk)}.`,
    );
  } else if (anyUpdate) out.push('No goal was at risk at its latest update.');
  if (facts.likelihood && facts.quality) {
    const n = facts.likelihood.goals;
    out.push(
      `Across the ${plural(n, 'goal')} with two or more updates, ${averageSentence('likelihood', facts.likelihood)}, and ${averageSentence('quality', facts.quality)}.`,
    );
  } else out.push(anyUpdate ? 'Too few weekly updates to show a trend.' : 'There were no weekly updates.');
  if (facts.late.goals > 0)
    out.push(`${plural(facts.late.goals, 'goal')} missed weekly updates, ${plural(facts.late.weeks, 'week')} in all.`);
  else if (anyUpdate) out.push('No weekly update was missed.');
  const text = out.join(' ');
  return facts.comments.length > 0 ? `${text}\n\nCheck-ins that stand out: ${commentList(facts.comments, true)}.` : text;
}

export type AnnualQuarter = { periodId: number; quarterLabel: string; facts: QuarterFacts };
export type AnnualSummaryText = { Summary: string; Periods: { PeriodId: number; Summary: string }[] };

function quarterLine({ quarterLabel, facts }: AnnualQuarter): string {
  if (facts.goalCount === 0) return `${quarterLabel}: no goals.`;
  const parts = [
    plural(facts.goalCount, 'goal'),
    `${facts.achieved} achieved`,
    `${facts.notAchieved} not achieved`,
    `${facts.atRisk.length} at risk`,
  ];
  const trend =
    facts.likelihood &&
    (facts.likelihood.direction === 'flat'
      ? `likelihood held at ${average(facts.likelihood.first)}`
      : `likelihood ${facts.likelihood.direction === 'up' ? 'rose' : 'fell'} from ${average(facts.likelihood.first)} to ${average(facts.likelihood.last)}`);
  return `${quarterLabel}: ${parts.join(', ')}${trend ? `; ${trend}` : ''}.`;
}

/** A line per quarter (AnnualSummary.Periods) and a short paragraph over the year (AnnualSummary.Summary). */
export function writeAnnualSummary(quarters: readonly AnnualQuarter[]): AnnualSummaryText {
  const Periods = quarters.map((q) => ({ PeriodId: q.periodId, Summary: quarterLine(q) }));
  const withGoals = quarters.filter((q) => q.facts.goalCount > 0);
  if (withGoals.length === 0) return { Summary: 'There were no goals in these quarters, so there is nothing to summarise.', Periods };
  const sum = (pick: (f: QuarterFacts) => number) => withGoals.reduce((s, q) => s + pick(q.facts), 0);
  const [goals, achieved, notAchieved, late] = [
    sum((f) => f.goalCount),
    sum((f) => f.achieved),
    sum((f) => f.notAchieved),
    sum((f) => f.late.weeks),
  ];
  const out = [
    withGoals.length === 1
      ? `${withGoals[0]!.quarterLabel} was the only quarter with goals; it had ${plural(goals, 'goal')}.`
      : `Over the ${withGoals.length} quarters with goals there were ${plural(goals, 'goal')}.`,
  ];
  out.push(resultSentence(achieved, notAchieved));
  const rated = withGoals.filter((q) => q.facts.achieved + q.facts.notAchieved > 0);
  if (rated.length >= 2) {
    const rate = (q: AnnualQuarter) => share(q.facts.achieved, q.facts.notAchieved);
    const best = rated.reduce((b, q) => (rate(q) > rate(b) ? q : b));
    const worst = rated.reduce((w, q) => (rate(q) < rate(w) ? q : w));
    if (rate(best) !== rate(worst))
      out.push(
        `The highest share achieved was in ${best.quarterLabel} (${rate(best)}%), the lowest in ${worst.quarterLabel} (${rate(worst)}%).`,
      );
  }
  out.push(
    late > 0 ? `Weekly updates were missed for ${plural(late, 'week')} in all, counted goal by goal.` : 'No weekly update was missed.',
  );
  return { Summary: out.join(' '), Periods };
}
