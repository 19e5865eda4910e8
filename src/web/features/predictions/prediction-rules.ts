import dayjs from 'dayjs';
import i18next, { type TFunction } from 'i18next';
import { GOAL_STATES, type GoalState } from '../../../domain/goals/states';
import { resultVerdict, type ResultVerdict } from '../../../domain/goals/badges';
import { SCALE_MAX } from '../../../domain/goals/weekly-status';
import { LEVEL_COUNT, LEVEL_KEYS, levelNumber, type LevelScale } from '../../../domain/goals/levels';
import type { MatrixCell, PredictionData } from '../../../contract/predictions';

type T = TFunction<'predictions'>;

/** A chosen cell of the grid, or the goals without a prediction by the shown week. */
export type CellChoice = { likelihood: number; quality: number } | 'none';

/** What the matrix shows besides its goal; the URL's query holds it (?week=&level=&states=&cell=). */
export type PredictionView = { week: number; level: number | null; states: GoalState[]; cell: CellChoice | null };

export const PREDICTION_PAGE_SIZE = 20;

const level = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : null;
};

function parseCell(value: string | null): CellChoice | null {
  if (value === 'none') return 'none';
  const match = /^([0-4])-([0-4])$/.exec(value ?? '');
  return match ? { likelihood: Number(match[1]), quality: Number(match[2]) } : null;
}

const cellText = (cell: CellChoice) => (cell === 'none' ? 'none' : `${cell.likelihood}-${cell.quality}`);

/** The view a URL query holds; anything unreadable falls back to its default. */
export function parseView(params: URLSearchParams): PredictionView {
  const week = Number(params.get('week'));
  const states = (params.get('states') ?? '')
    .split(',')
    .map((s) => (s === 'shilving_in_review' ? 'shelving_in_review' : s))
    .filter((s): s is GoalState => (GOAL_STATES as readonly string[]).includes(s));
  return {
    week: Number.isInteger(week) && week > 0 ? week : 0,
    level: level(params.get('level')),
    states: [...new Set(states)],
    cell: parseCell(params.get('cell')),
  };
}

/** The URL query of a view; defaults are left out, so /v3/predictions/12 is the plain matrix. */
export function viewSearch(view: PredictionView): string {
  const params = new URLSearchParams();
  if (view.week) params.set('week', String(view.week));
  if (view.level) params.set('level', String(view.level));
  if (view.states.length > 0) params.set('states', view.states.join(','));
  if (view.cell) params.set('cell', cellText(view.cell));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query string of GET /api/predication/{goalId}/{week} for one page of the view. */
export function apiQuery(view: PredictionView, page: number) {
  const cell =
    view.cell === 'none'
      ? { noStatus: 'true' as const }
      : view.cell
        ? { likelihood: view.cell.likelihood, quality: view.cell.quality }
        : {};
  return {
    page,
    pageSize: PREDICTION_PAGE_SIZE,
    ...(view.level ? { level: view.level } : {}),
    ...(view.states.length > 0 ? { states: view.states.join(',') } : {}),
    ...cell,
  };
}

/** Choosing the chosen cell again shows every goal again. */
export const toggleCell = (view: PredictionView, cell: CellChoice): PredictionView => ({
  ...view,
  cell: view.cell && cellText(view.cell) === cellText(cell) ? null : cell,
});

export const isChosen = (view: PredictionView, cell: CellChoice) => view.cell !== null && cellText(view.cell) === cellText(cell);

const LEVELS = Array.from({ length: SCALE_MAX + 1 }, (_, i) => i);

/** A level's word ('Not sure'); an unknown level has none. */
function levelWord(scale: LevelScale, level: number, t: T): string {
  if (scale === 'likelihood') {
    const key = LEVEL_KEYS.likelihood[level];
    return key ? t(`scale.likelihood.${key}`) : '';
  }
  const key = LEVEL_KEYS.quality[level];
  return key ? t(`scale.quality.${key}`) : '';
}

/** '2 of 5': the level as people count it. */
const levelOf = (level: number, t: T) => t('scale.levelOf', { level: levelNumber(level), levels: LEVEL_COUNT });

/** 'Not sure, 2 of 5'. */
const levelText = (scale: LevelScale, level: number, t: T) => `${levelWord(scale, level, t)}, ${levelOf(level, t)}`;

export type GridRow = { likelihood: number; label: string; of: string; cells: { quality: number; count: number }[] };

/** The grid as drawn: Very Likely on top down to Not at all, each row Very bad → Very good; missing cells count 0. */
export function gridRows(cells: readonly MatrixCell[], t: T): GridRow[] {
  const count = new Map(cells.map((c) => [`${c.Likelihood}-${c.Quality}`, c.Count]));
  return [...LEVELS].reverse().map((likelihood) => ({
    likelihood,
    label: levelWord('likelihood', likelihood, t),
    of: levelOf(likelihood, t),
    cells: LEVELS.map((quality) => ({ quality, count: count.get(`${likelihood}-${quality}`) ?? 0 })),
  }));
}

/** The quality axis, Very bad → Very good, each with its '1 of 5' number. */
export const qualityColumns = (t: T) =>
  LEVELS.map((quality) => ({ quality, label: levelWord('quality', quality, t), of: levelOf(quality, t) }));

/** A cell's accessible name: 'Likely, 4 of 5 · Good, 4 of 5: 3 goals'. */
export const cellName = (likelihood: number, quality: number, count: number, t: T) =>
  `${choiceText({ likelihood, quality }, t)}: ${t('grid.goals', { count })}`;

/** The chosen cell in words, for the list's heading. */
export const choiceText = (cell: CellChoice, t: T) =>
  cell === 'none' ? t('card.noPrediction') : `${levelText('likelihood', cell.likelihood, t)} · ${levelText('quality', cell.quality, t)}`;

// Red (not at all likely, very bad) through amber to green (very likely, very good).
const SCORE_COLORS = ['#C62828', '#D84315', '#EF6C00', '#F9A825', '#FBC02D', '#C0CA33', '#7CB342', '#43A047', '#2E7D32'];

/** A cell's colour by how well its goals stand (likelihood + quality). */
export const cellColor = (likelihood: number, quality: number) => SCORE_COLORS[likelihood + quality]!;

/**
 * How strongly a cell is tinted: empty cells stay blank, the fullest cell is strongest, the rest
 * in between, so where the goals sit is visible at a glance.
 */
export function cellStrength(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return 0.25 + 0.5 * (count / max);
}

/** The list's results: the verdict of each listed goal that has an owner's result. */
export function verdictsOf(data: Pick<PredictionData, 'results' | 'managerresults'>): Map<number, ResultVerdict> {
  const managers = new Map(data.managerresults.map((r) => [r.GoalId, r]));
  const facts = (r: { Completed: boolean; ObjectiveResult: number | null }) => ({
    completed: r.Completed,
    objectiveResult: r.ObjectiveResult,
  });
  return new Map(
    data.results.map((r) => {
      const manager = managers.get(r.GoalId);
      return [r.GoalId, resultVerdict(facts(r), manager ? facts(manager) : null)];
    }),
  );
}

/** The level choices: every level the matrix reports (under the state filter), and the chosen one. */
export function levelOptions(levels: readonly { Level: number; Count: number }[], chosen: number | null, t: T) {
  const all = new Map(levels.map((l) => [l.Level, l.Count]));
  if (chosen && !all.has(chosen)) all.set(chosen, 0);
  return [...all.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, goals]) => ({
      value,
      label: value === 1 ? t('filters.levelDirect', { goals }) : t('filters.levelBelow', { level: value, goals }),
    }));
}

// The catalogue's names of the result verdicts.
const VERDICT_KEYS = { Achieved: 'achieved', 'Not Achieved': 'notAchieved', 'In Dispute': 'inDispute' } as const satisfies Record<
  ResultVerdict,
  string
>;

/** A verdict in words: 'Not Achieved'. */
export const verdictText = (verdict: ResultVerdict, t: T) => t(`card.verdict.${VERDICT_KEYS[verdict]}`);

/** A day without its year, as the language writes it: 'Apr 28' / '28. Apr.'. */
export const shortDay = (date: string, language: string = i18next.language) =>
  new Intl.DateTimeFormat(language || 'en', { month: 'short', day: 'numeric' }).format(dayjs(date.slice(0, 10)).toDate());

/** 'Week 5 · Apr 28 – May 4' */
export function weekTitle(week: { Week: number; StartDate: string; EndDate: string }, t: T, language: string = i18next.language): string {
  return t('week.title', { week: week.Week, start: shortDay(week.StartDate, language), end: shortDay(week.EndDate, language) });
}
