import type { GoalDates } from './goal-dates';
import type { Frame } from './goal-frames';
import { actionOf, type Subject } from './goal-words';
import { clip, quote, sentenceCase } from './text';

// The sentences the built-in writer puts around a frame, in English: the title with its deadline, the description,
// and the short descriptions of a title the person typed. goal-prose-de.ts writes the same in German.

/** What the prose of a title the person typed is made of. */
export type TitleFacts = {
  title: string;
  okr: boolean;
  d: GoalDates;
  /** Why the template that fits the title matters, when one fits. */
  why: string | null;
  /** The lines of the Measurement field, without their end punctuation. */
  lines: string[];
  parent: string;
  /** What the person's context is about, when they gave one. */
  about: Subject | null;
};

/** How the writer words a goal in one language. */
export type GoalProse = {
  title: (frame: Frame, okr: boolean, d: GoalDates) => string;
  description: (frame: Frame, okr: boolean, parent: string, d: GoalDates) => string;
  titleDescriptions: (facts: TitleFacts) => string[];
};

export const DESCRIPTION_MAX = 3000;
const PHRASE_MAX = 300;

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
/** A sentence: capitalised, single-spaced, with one full stop at its end. */
export const sentence = (s: string) =>
  sentenceCase(s)
    .replace(/[.\s]+$/, '')
    .concat('.');
const deadline = (d: GoalDates) => (d.end ? `by the end of ${d.quarter}` : `in ${d.quarter}`);

/** When the dates fall: the baseline early, the end of the quarter; only the end when little is left. */
function timing(d: GoalDates, okr: boolean): string {
  if (d.first && okr) return `Set the Key Results against a baseline measured by ${d.first}, and check progress every week until ${d.end}.`;
  if (d.first) return `Measure where things stand by ${d.first}, then check progress every week until ${d.end}.`;
  if (d.end) return `Little of ${d.quarter} is left: aim for ${d.end}, its last day.`;
  return '';
}

function description(frame: Frame, okr: boolean, parent: string, d: GoalDates): string {
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

function titleDescriptions({ title, okr, d, why, lines, parent, about }: TitleFacts): string[] {
  const until = d.end ? `until ${d.end}` : `until the end of ${d.quarter}`;
  const out = [
    `${quote(title)} is the aim for ${d.quarter}.${why ? ` ${why}` : ''}`,
    lines.length > 0
      ? `${okr ? 'The Key Results measure this Objective' : 'Success is measured by'}: ${clip(lines.slice(0, 3).join('; '), PHRASE_MAX)}. Progress is checked in every week.`
      : `Progress is checked in every week, with a likelihood and a quality rating, ${until}.`,
  ];
  if (parent || about) {
    const link = parent ? `It contributes to ${quote(parent)}` : about?.verbGiven ? 'It is' : 'It was';
    const because = !about
      ? ''
      : about.verbGiven
        ? `${parent ? ', as a step' : ' a step'} to ${actionOf(about)}`
        : ` ${parent ? 'and was' : ''} written with ${about.object} in mind`;
    out.push(sentence(`${link}${because}`));
  }
  return out;
}

export const ENGLISH_PROSE: GoalProse = {
  title: (frame, okr, d) => (okr ? frame.objective : `${frame.smart} ${deadline(d)}`),
  description,
  titleDescriptions,
};
