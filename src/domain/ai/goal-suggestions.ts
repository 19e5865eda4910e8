import type { GoalType } from '../goals/states';
import { goalDates, type GoalDates, type GoalPeriod } from './goal-dates';
import { framesFor, teamOf, type Frame } from './goal-frames';
import { AREA_TEMPLATES, GENERIC_TEMPLATES, type FunctionalArea, type GoalTemplate } from './goal-templates';
import { actionOf, subjectFrom, subjectOf, firstClause, type Subject } from './goal-words';
import { clip, quote, sameWord, sentenceCase, squish, wordsOf } from './text';

export type GoalSuggestionInput = {
  functionalArea: FunctionalArea;
  goalType: GoalType;
  parentTitle?: string | null;
  moreContext?: string | null;
  additionalContext?: string | null;
  /** The goal's quarter, with its own dates. */
  period: GoalPeriod;
  /** Today in the company's time zone, 'YYYY-MM-DD': no suggestion names a day before it. */
  today: string;
  pastTitles: readonly string[];
};
export type GoalSuggestion = { Title: string; Measurements: string[]; Description: string };

export const SUGGESTION_COUNT = 3;
export const TITLE_MAX = 255;
export const MEASUREMENT_MAX = 3000;
export const DESCRIPTION_MAX = 3000;
const PHRASE_MAX = 300;

/** OKR wording (spec 000 §9) for OKR and ObjectiveResult goals; SMART goals get SMART wording. */
export const isOkrShaped = (goalType: GoalType) => goalType !== 'SMART';

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
/** A sentence: capitalised, single-spaced, with one full stop at its end. */
const sentence = (s: string) =>
  sentenceCase(s)
    .replace(/[.\s]+$/, '')
    .concat('.');
const normalTitle = (title: string) => squish(title).toLowerCase();
const deadline = (d: GoalDates) => (d.end ? `by the end of ${d.quarter}` : `in ${d.quarter}`);

/** How many of a template's keywords the words of a text touch. */
function overlap(template: GoalTemplate, words: readonly string[]): number {
  return template.keywords.filter((k) => words.some((w) => sameWord(w, k))).length;
}

/** The area's templates, then the generic ones, most fitting first (stable, so the table's order breaks ties). */
function rankedTemplates(area: FunctionalArea, text: string): GoalTemplate[] {
  const words = wordsOf(text);
  const pool = [...AREA_TEMPLATES[area], ...GENERIC_TEMPLATES];
  return pool
    .map((template, i) => ({ template, i, score: overlap(template, words) + (i < AREA_TEMPLATES[area].length ? 0.5 : 0) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((r) => r.template);
}

/** A template as a frame, filled with its own focus (or the area's team): used when the person gave no words. */
function templateFrame(template: GoalTemplate, area: FunctionalArea): Frame {
  const fill = (text: string) => text.replaceAll('{focus}', template.focus || teamOf(area));
  return {
    smart: fill(template.smart),
    objective: fill(template.objective),
    results: template.results.map(fill),
    why: template.why,
    steps: [...template.initiatives],
  };
}

function measurementsOf(results: readonly string[]): string[] {
  const out = results.map((r) => clip(sentenceCase(r).replace(/\.$/, ''), MEASUREMENT_MAX));
  // The Measurement field holds them one per line, within its 3000 characters.
  while (out.length > 1 && out.join('\n').length > MEASUREMENT_MAX) out.pop();
  return out;
}

/** When the dates fall: the baseline early, the end of the quarter; only the end when little is left. */
function timing(d: GoalDates, okr: boolean): string {
  if (d.first && okr) return `Set the Key Results against a baseline measured by ${d.first}, and check progress every week until ${d.end}.`;
  if (d.first) return `Measure where things stand by ${d.first}, then check progress every week until ${d.end}.`;
  if (d.end) return `Little of ${d.quarter} is left: aim for ${d.end}, its last day.`;
  return '';
}

function describe(frame: Frame, input: GoalSuggestionInput, d: GoalDates): string {
  const parent = squish(input.parentTitle ?? '');
  const okr = isOkrShaped(input.goalType);
  const [first, second] = frame.steps;
  const work = sentence(`${first}, then ${lowerFirst(second)}`);
  const sentences = okr
    ? [work, frame.why, parent ? `It contributes to the Objective ${quote(parent)}.` : '', timing(d, true)]
    : [
        frame.why,
        parent ? `It supports the parent goal ${quote(parent)}.` : '',
        `First ${lowerFirst(sentence(`${first}, then ${lowerFirst(second)}`))}`,
        timing(d, false),
        'Set the targets against your current baseline so they stretch but stay achievable.',
      ];
  return clip(sentences.filter(Boolean).map(sentence).join(' '), DESCRIPTION_MAX);
}

function suggest(frame: Frame, input: GoalSuggestionInput, d: GoalDates): GoalSuggestion {
  const title = isOkrShaped(input.goalType) ? frame.objective : `${frame.smart} ${deadline(d)}`;
  return {
    Title: clip(sentenceCase(title), TITLE_MAX),
    Measurements: measurementsOf(frame.results),
    Description: describe(frame, input, d),
  };
}

const contextOf = (input: Pick<GoalSuggestionInput, 'moreContext' | 'additionalContext'>) =>
  [input.moreContext, input.additionalContext].map((c) => squish(c ?? '')).filter(Boolean);

/**
 * Three goal suggestions for POST /Goal/gpt, built around the person's words: the first clause of their context,
 * else the parent goal's title, framed three ways; with neither, the area's templates that fit. None repeats a past
 * title (case and spacing aside).
 */
export function goalSuggestions(input: GoalSuggestionInput): GoalSuggestion[] {
  const d = goalDates(input.period, input.today);
  const subject = subjectFrom(input, input.functionalArea);
  const fitText = [input.parentTitle, ...contextOf(input)].join(' ');
  const frames = [
    ...(subject ? framesFor(subject, input.functionalArea, d) : []),
    ...rankedTemplates(input.functionalArea, fitText).map((t) => templateFrame(t, input.functionalArea)),
  ];
  const past = new Set(input.pastTitles.map(normalTitle));
  const out: GoalSuggestion[] = [];
  for (const frame of frames) {
    const s = suggest(frame, input, d);
    const key = normalTitle(s.Title);
    if (past.has(key) || out.some((o) => normalTitle(o.Title) === key)) continue;
    out.push(s);
    if (out.length === SUGGESTION_COUNT) break;
  }
  return out;
}

export type GoalTextInput = GoalSuggestionInput & { title: string; measurement?: string | null };

/** The lines of a Measurement field, without list marks. */
export const measurementLines = (measurement: string | null | undefined) =>
  (measurement ?? '')
    .split('\n')
    .map((l) => squish(l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')))
    .filter(Boolean);

/** The subject of a title the person typed: their own words, read as the title's action. */
const titleSubject = (input: GoalTextInput): Subject | null => subjectOf(firstClause(input.title), input.functionalArea, true);

/**
 * Three measurement sets for POST /Goal/gpt/measurements: those built around the title's own words, with a template
 * that fits the title (at most one) in third place; the set the goal already has is left out.
 */
export function measurementSuggestions(input: GoalTextInput): string[][] {
  const d = goalDates(input.period, input.today);
  const subject = titleSubject(input);
  const titleWords = wordsOf(input.title);
  const ranked = rankedTemplates(input.functionalArea, `${input.title} ${contextOf(input).join(' ')}`);
  const fitting = ranked.filter((t) => overlap(t, titleWords) > 0).slice(0, 1);
  const own = subject ? framesFor(subject, input.functionalArea, d) : [];
  const frames = [...own.slice(0, 2), ...fitting.map((t) => templateFrame(t, input.functionalArea)), ...own.slice(2)];
  const rest = ranked.filter((t) => !fitting.includes(t)).map((t) => templateFrame(t, input.functionalArea));
  const current = measurementLines(input.measurement).join('\n').toLowerCase();
  return [...frames, ...rest]
    .map((f) => measurementsOf(f.results))
    .filter((set) => set.join('\n').toLowerCase() !== current)
    .slice(0, SUGGESTION_COUNT);
}

/**
 * Short descriptions for POST /Goal/gpt/description, as the person types: what and why, how it is measured, and
 * (when given) how it fits the parent goal and what the person said it is about. Two or three.
 */
export function descriptionSuggestions(input: GoalTextInput): string[] {
  const d = goalDates(input.period, input.today);
  const title = squish(input.title);
  const okr = isOkrShaped(input.goalType);
  const best = rankedTemplates(input.functionalArea, `${title} ${title}`)[0];
  const fits = best !== undefined && overlap(best, wordsOf(title)) > 0;
  const lines = measurementLines(input.measurement).map((l) => l.replace(/[.;]+$/, ''));
  const until = d.end ? `until ${d.end}` : `until the end of ${d.quarter}`;
  const out = [
    `${quote(title)} is the aim for ${d.quarter}.${fits ? ` ${best.why}` : ''}`,
    lines.length > 0
      ? `${okr ? 'The Key Results measure this Objective' : 'Success is measured by'}: ${clip(lines.slice(0, 3).join('; '), PHRASE_MAX)}. Progress is checked in every week.`
      : `Progress is checked in every week, with a likelihood and a quality rating, ${until}.`,
  ];
  const parent = squish(input.parentTitle ?? '');
  const about =
    contextOf(input).length > 0
      ? subjectFrom({ moreContext: input.moreContext, additionalContext: input.additionalContext }, input.functionalArea)
      : null;
  if (parent || about) {
    const link = parent ? `It contributes to ${quote(parent)}` : about?.verbGiven ? 'It is' : 'It was';
    const why = !about
      ? ''
      : about.verbGiven
        ? `${parent ? ', as a step' : ' a step'} to ${actionOf(about)}`
        : ` ${parent ? 'and was' : ''} written with ${about.object} in mind`;
    out.push(sentence(`${link}${why}`));
  }
  return out.map(sentenceCase);
}
