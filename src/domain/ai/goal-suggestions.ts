import type { GoalType } from '../goals/states';
import type { Language } from '../languages';
import { goalDates, type GoalDates, type GoalPeriod } from './goal-dates';
import type { Frame } from './goal-frames';
import { goalLanguage, type GoalLanguage } from './goal-language';
import type { FunctionalArea, GoalTemplate } from './goal-templates';
import { clip, sentenceCase, squish } from './text';

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
  /** The language to write in, the requester's (English when not given). */
  language?: Language;
};
export type GoalSuggestion = { Title: string; Measurements: string[]; Description: string };

export const SUGGESTION_COUNT = 3;
export const TITLE_MAX = 255;
export const MEASUREMENT_MAX = 3000;
export { DESCRIPTION_MAX } from './goal-prose';

/** OKR wording (spec 000 §9) for OKR and ObjectiveResult goals; SMART goals get SMART wording. */
export const isOkrShaped = (goalType: GoalType) => goalType !== 'SMART';

const normalTitle = (title: string) => squish(title).toLowerCase();

/** The writer of the input's language, and the dates it may name, written in that language. */
function writerOf(input: GoalSuggestionInput): { lang: GoalLanguage; d: GoalDates } {
  const language = input.language ?? 'en';
  return { lang: goalLanguage(language), d: goalDates(input.period, input.today, language) };
}

/** How many of a template's keywords the words of a text touch. */
function overlap(lang: GoalLanguage, template: GoalTemplate, words: readonly string[]): number {
  return template.keywords.filter((k) => words.some((w) => lang.sameWord(w, k))).length;
}

/** The area's templates, then the generic ones, most fitting first (stable, so the table's order breaks ties). */
function rankedTemplates(lang: GoalLanguage, area: FunctionalArea, text: string): GoalTemplate[] {
  const words = lang.words(text);
  const own = lang.templates.area[area];
  return [...own, ...lang.templates.generic]
    .map((template, i) => ({ template, i, score: overlap(lang, template, words) + (i < own.length ? 0.5 : 0) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((r) => r.template);
}

/** A template as a frame, filled with its own focus (or the area's team): used when the person gave no words. */
function templateFrame(lang: GoalLanguage, template: GoalTemplate, area: FunctionalArea): Frame {
  const fill = (text: string) => text.replaceAll('{focus}', template.focus || lang.team(area));
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

function suggest(lang: GoalLanguage, frame: Frame, input: GoalSuggestionInput, d: GoalDates): GoalSuggestion {
  const okr = isOkrShaped(input.goalType);
  return {
    Title: clip(sentenceCase(lang.prose.title(frame, okr, d)), TITLE_MAX),
    Measurements: measurementsOf(frame.results),
    Description: lang.prose.description(frame, okr, squish(input.parentTitle ?? ''), d),
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
  const { lang, d } = writerOf(input);
  const area = input.functionalArea;
  const subject = lang.subjectFrom(input, area);
  const fitText = [input.parentTitle, ...contextOf(input)].join(' ');
  const frames = [
    ...(subject ? lang.framesFor(subject, area, d) : []),
    ...rankedTemplates(lang, area, fitText).map((t) => templateFrame(lang, t, area)),
  ];
  const past = new Set(input.pastTitles.map(normalTitle));
  const out: GoalSuggestion[] = [];
  for (const frame of frames) {
    const s = suggest(lang, frame, input, d);
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

/**
 * Three measurement sets for POST /Goal/gpt/measurements: those built around the title's own words, with a template
 * that fits the title (at most one) in third place; the set the goal already has is left out.
 */
export function measurementSuggestions(input: GoalTextInput): string[][] {
  const { lang, d } = writerOf(input);
  const area = input.functionalArea;
  const subject = lang.titleSubject(input.title, area);
  const titleWords = lang.words(input.title);
  const ranked = rankedTemplates(lang, area, `${input.title} ${contextOf(input).join(' ')}`);
  const fitting = ranked.filter((t) => overlap(lang, t, titleWords) > 0).slice(0, 1);
  const own = subject ? lang.framesFor(subject, area, d) : [];
  const frames = [...own.slice(0, 2), ...fitting.map((t) => templateFrame(lang, t, area)), ...own.slice(2)];
  const rest = ranked.filter((t) => !fitting.includes(t)).map((t) => templateFrame(lang, t, area));
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
  const { lang, d } = writerOf(input);
  const title = squish(input.title);
  const best = rankedTemplates(lang, input.functionalArea, `${title} ${title}`)[0];
  const fits = best !== undefined && overlap(lang, best, lang.words(title)) > 0;
  const about =
    contextOf(input).length > 0
      ? lang.subjectFrom({ moreContext: input.moreContext, additionalContext: input.additionalContext }, input.functionalArea)
      : null;
  return lang.prose
    .titleDescriptions({
      title,
      okr: isOkrShaped(input.goalType),
      d,
      why: fits ? best.why : null,
      lines: measurementLines(input.measurement).map((l) => l.replace(/[.;]+$/, '')),
      parent: squish(input.parentTitle ?? ''),
      about,
    })
    .map(sentenceCase);
}
