import { GOAL_STATES, type GoalState } from '../goals/states';
import { LEVEL_COUNT, levelNumber, type LevelScale } from '../goals/levels';
import type { Language } from '../languages';
import type { AverageTrend, GoalFacts, PickedComment, QuarterFacts, ScaleTrend } from './summary-facts';
import { listOf } from './text';

// Plain prose from the facts alone: every sentence says something the data shows, nothing more. The rules choose
// the sentences; their words are the catalogue's (`writer:summary`, src/i18n/<language>/writer/summary.ts), which the
// domain does not import: the server hands them in (src/server/ai/summaries/summary-words.ts).

/** A text of the catalogue by its key in the `writer` namespace, with its values (`count` chooses the plural form). */
export type Say = (key: string, values?: Record<string, string | number>) => string;

/** The words of one language: the writer's texts, and a level's and a state's names as the screens say them. */
export type SummaryWords = {
  language: Language;
  t: Say;
  /** 'Not sure, 2 of 5'. */
  level: (scale: LevelScale, level: number) => string;
  /** 'Approved'. */
  state: (state: GoalState) => string;
};

const TITLES_LISTED = 3;
/** The level below which a goal's latest likelihood puts it at risk (isAtRisk, src/domain/goals/weekly-status.ts). */
const AT_RISK_BELOW = 2;

const share = (a: number, b: number) => Math.round((100 * a) / (a + b));

/** '33%', '33 %'. */
const percent = (w: SummaryWords, value: number) => new Intl.NumberFormat(w.language, { style: 'percent' }).format(value / 100);

/** An average of levels on the 1–5 reading, one decimal: '3.5 of 5', '3,5 von 5'. */
function average(w: SummaryWords, level: number): string {
  const value = new Intl.NumberFormat(w.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return w.t('summary.average', { value: value.format(Math.round(levelNumber(level) * 10) / 10), total: LEVEL_COUNT });
}

const quote = (w: SummaryWords, text: string) => w.t('summary.quoted', { text });

function titles(w: SummaryWords, items: readonly { title: string }[]): string {
  const named = items.slice(0, TITLES_LISTED).map((g) => quote(w, g.title));
  const more = items.length - named.length;
  return listOf(more > 0 ? [...named, w.t('summary.more', { count: more })] : named, w.language);
}

const commentList = (w: SummaryWords, comments: readonly PickedComment[], withTitle: boolean) =>
  comments
    .map((c) =>
      withTitle
        ? w.t('summary.commentOnGoal', { text: quote(w, c.text), goal: c.goalTitle, week: c.week })
        : w.t('summary.comment', { text: quote(w, c.text), week: c.week }),
    )
    .join('; ');

/** Achieved against not achieved, among the goals with a recorded result. */
function resultSentence(w: SummaryWords, achieved: number, notAchieved: number): string {
  const decided = achieved + notAchieved;
  if (decided === 0) return w.t('summary.result.none');
  if (notAchieved === 0) return w.t('summary.result.allAchieved', { count: decided });
  if (achieved === 0) return w.t('summary.result.noneAchieved', { count: decided });
  return w.t('summary.result.mixed', {
    decided,
    achieved: w.t('summary.result.achievedPart', { count: achieved }),
    notAchieved: w.t('summary.result.notAchievedPart', { count: notAchieved }),
    share: percent(w, share(achieved, notAchieved)),
  });
}

function outcome(w: SummaryWords, g: GoalFacts): string {
  const values = { title: quote(w, g.title), state: w.state(g.state) };
  if (g.achieved === true) return w.t('summary.goal.achieved', values);
  if (g.achieved === false) return w.t('summary.goal.notAchieved', values);
  return w.t('summary.goal.noResult', values);
}

// Levels read as on every screen ('Unsure, 3 of 5'); the comma after one mid-sentence closes it. Each scale has its
// own words: German puts the first of two clauses' verb before its subject ('stieg die Wahrscheinlichkeit').
/** 'likelihood rose from Unsure, 3 of 5, to Likely, 4 of 5', 'quality ended where it began, at Good, 4 of 5'. */
function moved(w: SummaryWords, scale: LevelScale, t: ScaleTrend): string {
  const values = { first: w.level(scale, t.first), last: w.level(scale, t.last) };
  return scale === 'likelihood'
    ? w.t(`summary.moved.likelihood.${t.direction}`, values)
    : w.t(`summary.moved.quality.${t.direction}`, values);
}

/** A few sentences about one goal: its outcome, how its likelihood and quality moved, risk, gaps, check-ins. */
export function writeGoalSummary(w: SummaryWords, g: GoalFacts): string {
  const out = [outcome(w, g)];
  if (g.updates === 0 || !g.latest) out.push(w.t('summary.goal.noUpdates'));
  else if (!g.likelihood || !g.quality) {
    const { week, likelihood, quality } = g.latest;
    out.push(w.t('summary.goal.oneUpdate', { week, likelihood: w.level('likelihood', likelihood), quality: w.level('quality', quality) }));
  } else {
    const values = { count: g.updates, likelihood: moved(w, 'likelihood', g.likelihood), quality: moved(w, 'quality', g.quality) };
    out.push(w.t('summary.goal.trend', values));
  }
  if (g.atRisk && g.latest) out.push(w.t('summary.goal.atRisk', { level: w.level('likelihood', g.latest.likelihood) }));
  if (g.lateUpdates > 0) out.push(w.t('summary.goal.missed', { count: g.lateUpdates }));
  if (g.comments.length > 0) out.push(w.t('summary.goal.checkIns', { comments: commentList(w, g.comments, false) }));
  return out.join(' ');
}

/** 'average likelihood held at 3.5 of 5 (1 up, 1 down, 0 unchanged)'. */
function averageMoved(w: SummaryWords, scale: LevelScale, t: AverageTrend): string {
  const values = {
    first: average(w, t.first),
    last: average(w, t.last),
    moves: w.t('summary.quarter.moves', { up: t.up, down: t.down, flat: t.flat }),
  };
  return scale === 'likelihood'
    ? w.t(`summary.quarter.average.likelihood.${t.direction}`, values)
    : w.t(`summary.quarter.average.quality.${t.direction}`, values);
}

/** A paragraph about a person's quarter, then the check-ins that stand out. */
export function writeQuarterSummary(w: SummaryWords, facts: QuarterFacts, person: string, quarterLabel: string): string {
  if (facts.goalCount === 0) return w.t('summary.quarter.noGoals', { person, quarter: quarterLabel });
  const states = GOAL_STATES.filter((s) => facts.byState[s] > 0).map((s) => w.t(`summary.byState.${s}`, { count: facts.byState[s] }));
  const goals = w.t('summary.goalCount', { count: facts.goalCount });
  const out = [w.t('summary.quarter.goals', { quarter: quarterLabel, person, goals, states: listOf(states, w.language) })];
  out.push(resultSentence(w, facts.achieved, facts.notAchieved));
  const anyUpdate = facts.goals.some((g) => g.updates > 0);
  if (facts.atRisk.length > 0) {
    const rule = w.t('summary.quarter.atRiskRule', { level: w.level('likelihood', AT_RISK_BELOW) });
    out.push(w.t('summary.quarter.atRisk', { count: facts.atRisk.length, rule, titles: titles(w, facts.atRisk) }));
  } else if (anyUpdate) out.push(w.t('summary.quarter.noneAtRisk'));
  if (facts.likelihood && facts.quality) {
    out.push(
      w.t('summary.quarter.averages', {
        count: facts.likelihood.goals,
        likelihood: averageMoved(w, 'likelihood', facts.likelihood),
        quality: averageMoved(w, 'quality', facts.quality),
      }),
    );
  } else out.push(w.t(anyUpdate ? 'summary.quarter.tooFewUpdates' : 'summary.quarter.noUpdates'));
  if (facts.late.goals > 0)
    out.push(w.t('summary.quarter.missed', { count: facts.late.goals, weeks: w.t('summary.weekCount', { count: facts.late.weeks }) }));
  else if (anyUpdate) out.push(w.t('summary.noneMissed'));
  const text = out.join(' ');
  if (facts.comments.length === 0) return text;
  return `${text}\n\n${w.t('summary.quarter.standOut', { comments: commentList(w, facts.comments, true) })}`;
}

export type AnnualQuarter = { periodId: number; quarterLabel: string; facts: QuarterFacts };
export type AnnualSummaryText = { Summary: string; Periods: { PeriodId: number; Summary: string }[] };

function quarterLine(w: SummaryWords, { quarterLabel, facts }: AnnualQuarter): string {
  if (facts.goalCount === 0) return w.t('summary.year.lineNoGoals', { quarter: quarterLabel });
  const values = {
    quarter: quarterLabel,
    goals: w.t('summary.goalCount', { count: facts.goalCount }),
    achieved: facts.achieved,
    notAchieved: facts.notAchieved,
    atRisk: facts.atRisk.length,
  };
  const l = facts.likelihood;
  if (!l) return w.t('summary.year.line', values);
  const trend = w.t(`summary.year.likelihood.${l.direction}`, { first: average(w, l.first), last: average(w, l.last) });
  return w.t('summary.year.lineWithTrend', { ...values, trend });
}

/** A line per quarter (AnnualSummary.Periods) and a short paragraph over the year (AnnualSummary.Summary). */
export function writeAnnualSummary(w: SummaryWords, quarters: readonly AnnualQuarter[]): AnnualSummaryText {
  const Periods = quarters.map((q) => ({ PeriodId: q.periodId, Summary: quarterLine(w, q) }));
  const withGoals = quarters.filter((q) => q.facts.goalCount > 0);
  if (withGoals.length === 0) return { Summary: w.t('summary.year.noGoals'), Periods };
  const sum = (pick: (f: QuarterFacts) => number) => withGoals.reduce((s, q) => s + pick(q.facts), 0);
  const [goals, achieved, notAchieved, late] = [
    sum((f) => f.goalCount),
    sum((f) => f.achieved),
    sum((f) => f.notAchieved),
    sum((f) => f.late.weeks),
  ];
  const goalCount = w.t('summary.goalCount', { count: goals });
  const out = [
    withGoals.length === 1
      ? w.t('summary.year.onlyQuarter', { quarter: withGoals[0]!.quarterLabel, goals: goalCount })
      : w.t('summary.year.quarters', { quarters: withGoals.length, goals: goalCount }),
  ];
  out.push(resultSentence(w, achieved, notAchieved));
  const rated = withGoals.filter((q) => q.facts.achieved + q.facts.notAchieved > 0);
  if (rated.length >= 2) {
    const rate = (q: AnnualQuarter) => share(q.facts.achieved, q.facts.notAchieved);
    const best = rated.reduce((b, q) => (rate(q) > rate(b) ? q : b));
    const worst = rated.reduce((x, q) => (rate(q) < rate(x) ? q : x));
    if (rate(best) !== rate(worst))
      out.push(
        w.t('summary.year.bestAndWorst', {
          best: best.quarterLabel,
          bestShare: percent(w, rate(best)),
          worst: worst.quarterLabel,
          worstShare: percent(w, rate(worst)),
        }),
      );
  }
  out.push(late > 0 ? w.t('summary.year.missed', { weeks: w.t('summary.weekCount', { count: late }) }) : w.t('summary.noneMissed'));
  return { Summary: out.join(' '), Periods };
}
