import type { GoalType } from '../goals/states';
import { LIKELIHOOD_LABELS } from '../goals/weekly-status';
import { AREA_TEMPLATES, GENERIC_TEMPLATES, type FunctionalArea, type GoalTemplate } from './goal-templates';
import { clip, quote, sameWord, sentenceCase, squish, wordsOf } from './text';

export type GoalSuggestionInput = {
  functionalArea: FunctionalArea;
  goalType: GoalType;
  parentTitle?: string | null;
  moreContext?: string | null;
  additionalContext?: string | null;
  /** The goal's quarter as people read it, 'Q3 2026'. */
  quarterLabel: string;
  pastTitles: readonly string[];
};
export type GoalSuggestion = { Title: string; Measurements: string[]; Description: string };

export const SUGGESTION_COUNT = 3;
export const TITLE_MAX = 255;
export const MEASUREMENT_MAX = 3000;
const FOCUS_MAX = 60;
const CONTEXT_MAX = 300;

/** OKR wording (spec 000 §9) for OKR and ObjectiveResult goals; SMART goals get SMART wording. */
export const isOkrShaped = (goalType: GoalType) => goalType !== 'SMART';

// Words that start a request or a sentence rather than name a thing ('we need to…', 'help us…').
const NOT_A_FOCUS = new Set(
  'i we you they he she it us need needs want wants should must please help make can could would how what why this is are'.split(' '),
);
const LOWER_FIRST = new Set('the our a an all new existing every each internal external'.split(' '));

/**
 * The context as the thing a goal is about ('vendor agreements for the EU launch'): a short phrase
 * without sentence punctuation and not opening like a request. Null when the context reads otherwise.
 */
export function focusFrom(context: string | null | undefined): string | null {
  const text = squish(context ?? '').replace(/[.!]+$/, '');
  const words = text.split(' ');
  const first = words[0]?.toLowerCase() ?? '';
  if (!text || text.length > FOCUS_MAX || words.length > 8 || /[.!?;:\n"“”]/.test(text) || NOT_A_FOCUS.has(first)) return null;
  return LOWER_FIRST.has(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

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

const fill = (text: string, focus: string) => sentenceCase(text.replaceAll('{focus}', focus));
const contextOf = (input: GoalSuggestionInput) => [input.moreContext, input.additionalContext].map((c) => squish(c ?? '')).filter(Boolean);
/** The person's context as sentences: each capitalised and ending with a full stop, clipped. */
const asSentences = (texts: readonly string[]) =>
  clip(texts.map((t) => sentenceCase(t).replace(/([^.!?…])$/, '$1.')).join(' '), CONTEXT_MAX);
const normalTitle = (title: string) => squish(title).toLowerCase();

function measurementsOf(template: GoalTemplate, focus: string): string[] {
  const results = template.results.map((r) => clip(fill(r, focus), MEASUREMENT_MAX));
  // The Measurement field holds them one per line, within its 3000 characters.
  while (results.length > 1 && results.join('\n').length > MEASUREMENT_MAX) results.pop();
  return results;
}

function describe(template: GoalTemplate, input: GoalSuggestionInput, focusUsed: string | null): string {
  const parent = squish(input.parentTitle ?? '');
  const unused = contextOf(input).filter((c) => c !== focusUsed);
  const [first, second] = template.initiatives;
  const sentences = isOkrShaped(input.goalType)
    ? [
        `Initiatives: ${first.charAt(0).toLowerCase() + first.slice(1)}; ${second.charAt(0).toLowerCase() + second.slice(1)}.`,
        template.why,
        parent ? `It contributes to the Objective ${quote(parent)}.` : '',
        `Set the Key Results against your current baseline by the start of ${input.quarterLabel}.`,
      ]
    : [
        template.why,
        parent ? `It supports the parent goal ${quote(parent)}.` : '',
        `The work: ${first.charAt(0).toLowerCase() + first.slice(1)}, then ${second.charAt(0).toLowerCase() + second.slice(1)}.`,
        'Set the targets against your current baseline so they stretch but stay achievable.',
      ];
  if (unused.length > 0) sentences.push(`Context you gave: ${asSentences(unused)}`);
  return sentences.filter(Boolean).join(' ');
}

function suggest(template: GoalTemplate, input: GoalSuggestionInput): GoalSuggestion {
  const contexts = contextOf(input);
  // The person's phrase fills only a template it fits: 'hire … for the engineering team', not 'cut the
  // review time for the engineering team'. Elsewhere the context is quoted in the description.
  const usedContext = contexts.find((c) => focusFrom(c) !== null && overlap(template, wordsOf(contexts.join(' '))) > 0) ?? null;
  const focus = (usedContext && focusFrom(usedContext)) || template.focus || `the ${input.functionalArea} team`;
  const title = isOkrShaped(input.goalType)
    ? fill(template.objective, focus)
    : `${fill(template.smart, focus)} by the end of ${input.quarterLabel}`;
  return {
    Title: clip(title, TITLE_MAX),
    Measurements: measurementsOf(template, focus),
    Description: describe(template, input, usedContext),
  };
}

/**
 * Three goal suggestions for POST /Goal/gpt: the area's templates that best fit the parent goal and the
 * context, in SMART or OKR shape, none repeating a past title (case and spacing aside).
 */
export function goalSuggestions(input: GoalSuggestionInput): GoalSuggestion[] {
  const past = new Set(input.pastTitles.map(normalTitle));
  const fitText = [input.parentTitle, ...contextOf(input)].join(' ');
  const out: GoalSuggestion[] = [];
  for (const template of rankedTemplates(input.functionalArea, fitText)) {
    const s = suggest(template, input);
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

/** A set built from the title itself, for a title no template fits well. */
function deliverySet(title: string, quarterLabel: string): string[] {
  return [
    `${quote(clip(squish(title), TITLE_MAX))} is delivered and signed off by the end of ${quarterLabel}`,
    '3 milestones agreed by week 2, each met in its planned week',
    `Every weekly update from week 8 rates the likelihood ${LIKELIHOOD_LABELS[3]} or better`,
  ];
}

/**
 * Three measurement sets for POST /Goal/gpt/measurements: the templates that fit the title (at most two),
 * then one built from the title itself, then other templates of the area if still short.
 */
export function measurementSuggestions(input: GoalTextInput): string[][] {
  const titleWords = wordsOf(input.title);
  const focus = focusFrom(input.moreContext) ?? focusFrom(input.additionalContext);
  const current = measurementLines(input.measurement).join('\n').toLowerCase();
  const sets = rankedTemplates(input.functionalArea, `${input.title} ${contextOf(input).join(' ')}`)
    .map((t) => ({ fits: overlap(t, titleWords) > 0, set: measurementsOf(t, focus ?? (t.focus || `the ${input.functionalArea} team`)) }))
    .filter((s) => s.set.join('\n').toLowerCase() !== current);
  const fitting = sets.filter((s) => s.fits).slice(0, SUGGESTION_COUNT - 1);
  const rest = sets.filter((s) => !s.fits).slice(0, SUGGESTION_COUNT - 1 - fitting.length);
  return [...fitting.map((s) => s.set), deliverySet(input.title, input.quarterLabel), ...rest.map((s) => s.set)];
}

/**
 * Short descriptions for POST /Goal/gpt/description, as the person types: what and why, how it is
 * measured, and (when given) how it fits the parent goal and the context. Two or three.
 */
export function descriptionSuggestions(input: GoalTextInput): string[] {
  const title = squish(input.title);
  const okr = isOkrShaped(input.goalType);
  const best = rankedTemplates(input.functionalArea, `${title} ${title}`)[0];
  const fits = best !== undefined && overlap(best, wordsOf(title)) > 0;
  const lines = measurementLines(input.measurement).map((l) => l.replace(/[.;]$/, ''));
  const out = [
    `${quote(title)} is the aim for ${input.quarterLabel}.${fits ? ` ${best.why}` : ''}`,
    lines.length > 0
      ? `${okr ? 'The Key Results measure this Objective' : 'Success is measured by'}: ${clip(lines.slice(0, 3).join('; '), CONTEXT_MAX)}. Progress is checked in every week.`
      : `Progress is checked in every week, with a likelihood and a quality rating, until the end of ${input.quarterLabel}.`,
  ];
  const parent = squish(input.parentTitle ?? '');
  const context = contextOf(input).join(' ');
  if (parent || context) {
    const link = parent ? `It contributes to ${quote(parent)}` : 'It was written';
    out.push(`${link}${context ? ` with this in mind: ${asSentences(contextOf(input))}` : '.'}`);
  }
  return out.map(sentenceCase);
}
