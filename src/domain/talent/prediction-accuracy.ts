import { SCALE_MAX } from '../goals/weekly-status';

/** One goal's weekly likelihoods (0–4) and how it turned out (1 achieved, 0 not, a share for percent goals). */
export type ForecastGoal = { goalId: number; likelihoods: number[]; outcome: number | null };
export type GoalAccuracy = { GoalId: number; Brier: number | null; Updates: number };
export type PredictionAccuracy = { Goals: GoalAccuracy[]; Brier: number | null; Explanation: string };

const probability = (likelihood: number) => Math.min(Math.max(likelihood, 0), SCALE_MAX) / SCALE_MAX;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The mean squared gap between the forecasts and the outcome: 0 perfect, 0.25 always 'Unsure', 1 always wrong. */
export function brierScore(likelihoods: number[], outcome: number): number | null {
  if (likelihoods.length === 0) return null;
  const sum = likelihoods.reduce((s, l) => s + (probability(l) - outcome) ** 2, 0);
  return round3(sum / likelihoods.length);
}

/**
 * What a Brier score says, against the two references a reader knows: always 'Unsure' (a coin toss) scores 0.25, and
 * perfect foresight 0. Within 0.05 of the coin is 'about as well as a coin toss'; clearly below it is better.
 */
export function brierReading(brier: number): string {
  if (brier <= 0.1) return 'foretold their outcomes well';
  if (brier < 0.2) return 'foretold their outcomes better than a coin toss would';
  if (brier <= 0.3) return 'foretold their outcomes about as well as a coin toss';
  return 'often pointed the wrong way';
}

function explain(brier: number | null, scored: number): string {
  if (brier === null) return 'No finished goal with weekly updates in this quarter yet, so there is nothing to score.';
  return `Over ${scored} finished goal${scored === 1 ? '' : 's'}, the weekly likelihoods ${brierReading(brier)} (Brier score ${brier.toFixed(2)}: 0 is perfect, 0.25 is always saying 'Unsure', 1 is always wrong).`;
}

/** How well a person's weekly likelihoods foretold their goals' outcomes in a quarter: a Brier score per goal and overall. */
export function predictionAccuracy(goals: ForecastGoal[]): PredictionAccuracy {
  const scored = goals.map((g) => ({
    GoalId: g.goalId,
    Updates: g.likelihoods.length,
    Brier: g.outcome === null ? null : brierScore(g.likelihoods, g.outcome),
  }));
  const known = scored.filter((g): g is GoalAccuracy & { Brier: number } => g.Brier !== null);
  const overall = known.length ? round3(known.reduce((s, g) => s + g.Brier, 0) / known.length) : null;
  return { Goals: scored, Brier: overall, Explanation: explain(overall, known.length) };
}
