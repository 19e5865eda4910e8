import type { FunctionalArea } from './goal-templates';
import { squish } from './text';

// The person's own words as the thing a goal is about (issue 28): 'reduce outages' is an action the title keeps,
// 'payment failures' a thing the title gives a verb, chosen by the words (failures go down) or by the area.

export type Direction = 'down' | 'up' | 'neutral';
/** What a goal is about: a verb in its base form, the rest of the phrase, an amount the person named. */
export type Subject = {
  verb: string;
  object: string;
  amount: string | null;
  direction: Direction;
  /** From the person's context (not the parent goal). */
  own: boolean;
  /** The verb is the person's ('reduce outages'), not one chosen for their noun phrase. */
  verbGiven: boolean;
};

const DOWN_VERBS = 'reduce cut lower decrease shrink halve eliminate minimise minimize stop prevent avoid remove end shorten drop';
const UP_VERBS = 'increase grow raise boost double triple expand lift maximise maximize accelerate win gain';
const OTHER_VERBS =
  'launch ship deliver hire recruit migrate move build create fix improve automate train close finish complete introduce roll ' +
  'set run speed simplify standardise standardize replace upgrade update secure protect publish open enter define agree ' +
  'document review renew renegotiate consolidate centralise centralize implement adopt retire modernise modernize streamline ' +
  'onboard make get keep reach resolve clean support help develop design test measure track plan prepare establish align ' +
  'advance find bring turn free become give stay hold name understand fill put';
const words = (s: string) => new Set(s.split(' '));
const DOWN = words(DOWN_VERBS);
const UP = words(UP_VERBS);
/** Verbs a goal can open with, base form. */
export const GOAL_VERBS = new Set([...DOWN, ...UP, ...words(OTHER_VERBS)]);

// Nouns that name something to have less of, or more of.
const DOWN_NOUN =
  /^(failure|outage|error|bug|churn|attrition|delay|cost|incident|complaint|defect|downtime|turnover|backlog|risk|fraud|chargeback|waste|latency|escalation|dispute|spend|expense|absence|issue|problem|loss|debt|ticket|breach|overdue|lateness|refund|return|cancellation|time|wait)s?$/;
const UP_NOUN =
  /^(revenue|lead|sale|booking|sign-?up|adoption|engagement|retention|satisfaction|nps|conversion|pipeline|growth|margin|profit|order|traffic|subscriber|activation|renewal|upsell|uptime|share|usage)s?$/;

/** The verb a noun phrase gets when its words do not say which way it should move. */
const AREA_VERB: Record<FunctionalArea, string> = {
  Legal: 'secure',
  Product: 'improve',
  Marketing: 'grow',
  Sales: 'grow',
  'Human Resources': 'improve',
  'Accounting/Finance': 'improve',
  'Information Technology': 'improve',
  Executive: 'advance',
};

// Openings that ask rather than name: 'we need to', 'help us', 'please'.
const ASKING = [
  /^(?:we|i|you|they|the team)\s+(?:really\s+)?(?:need|needs|want|wants|have|has|must|should|would like|'d like|plan|hope|aim|intend)\s+(?:to\s+)?/i,
  /^(?:help us(?: to)?|please|let's|lets|our (?:goal|aim|focus|priority) (?:is|are)(?: to)?|the (?:goal|aim|focus) is(?: to)?|how (?:to|can we|do we)|goal:|aim:|to)\s+/i,
];
// 'fewer outages' asks for a verb of its own.
const COMPARATIVES: Record<string, [string, Direction]> = {
  fewer: ['cut', 'down'],
  less: ['cut', 'down'],
  lower: ['lower', 'down'],
  more: ['grow', 'up'],
  higher: ['raise', 'up'],
  better: ['improve', 'neutral'],
  faster: ['speed up', 'neutral'],
  quicker: ['speed up', 'neutral'],
};
// A trailing amount the person named: 'by 50%', 'to 2 a month', 'by a fifth'; kept apart so frames can place it.
const AMOUNT = /\s+((?:by|to)\s+(?:\d|a |an |half|one |two |three |ten ).*)$/i;
// What the writer's own frames add to a title, read back when a suggested title is sent again.
const FRAME_TAIL =
  /\s+(?:for good|quarter after quarter|in steps everyone can follow|in \d+ planned steps|together with .*|every week with .*)$/i;
// A trailing time the parent or context gives: the quarter is the goal's own.
const WHEN =
  /\s+(?:by|in|before|within|until|during)\s+(?:the end of |end of |the start of )?(?:q[1-4]\b|this quarter|next quarter|\d{4}|january|february|march|april|may|june|july|august|september|october|november|december).*$/i;
// A clause that says something ('recruiting is slow', 'payment failures cost us customers') is about what comes
// before its verb.
const STATEMENT_VERB =
  /^(?:is|are|was|were|has|have|had|will|would|can|could|cannot|can't|should|does|do|did|don't|doesn't|isn't|aren't|keeps?|takes?|fails?|goes|come|comes|needs|seems?|feels?|gets|makes|remains?|becomes?|happens?|stays?|runs|starts?|slows?|hurts?)$/i;
// Verbs that say what a thing does to someone ('payment failures cost us orders', 'slow pages lose customers'): a
// statement only when an object follows, so 'cloud cost is high' keeps 'cost' a noun.
const ACTING_VERB =
  /^(?:costs?|lose|loses|causes?|drives?|blocks?|breaks?|annoys?|frustrates?|hits?|delays?|scares?|eats?|wastes?|drains?|hurt)$/i;
const ACTED_ON =
  /^(?:us|our|the|them|you|me|a|an|every|many|most|some|too|customers?|users?|people|orders?|money|revenue|time|sales|deals?|hours?|days?|\$?\d.*)$/i;
// Who a statement is by, rather than what it is about.
const GENERIC_HOLDER =
  /^(?:(?:our|the|all|many|some|most|a lot of)\s+)?(?:customers?|users?|people|staff|employees|team|teams|clients?|members?|managers?|we|they|it|this|that|everyone|everybody|nobody|someone|i|you)$/i;
const TAIL_WORDS = new Set(
  'and or of the a an for to with in on at by from our their that which as so but is are only too also please etc'.split(' '),
);
const MAX_WORDS = 10;

/** 'Payment' → 'payment'; 'EU', 'iOS', 'Salesforce' (a name: capitalised mid-text) are kept. */
function lowerFirstWord(text: string, wasFirst: boolean): string {
  const [first = '', ...rest] = text.split(' ');
  const keep = /[A-Z].*[A-Z]|^[a-z]+[A-Z]|\d/.test(first) || (!wasFirst && /^[A-Z]/.test(first));
  return [keep ? first : first.toLowerCase(), ...rest].join(' ');
}

/** The first clause of a text, without asking words, quotes, list marks or end punctuation. */
export function firstClause(text: string | null | undefined): string {
  const clause =
    squish(text ?? '')
      .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
      .replace(/^(?:[-*•]|\d+[.)])\s+/, '')
      .split(/[.;!?\n]\s|[.;!?\n]$|[;!?\n]|,\s|\s[-–—]\s|:\s/)
      .map((c) => squish(c.replace(/["“”‘’()[\]]/g, ' ').replace(/\s'|'\s|^'|'$/g, ' ')))
      .find((c) => /[a-z0-9]/i.test(c)) ?? '';
  let out = clause.replace(/[.,!?]+$/, '');
  for (let i = 0; i < 3; i++) for (const asking of ASKING) out = out.replace(asking, '');
  return squish(out);
}

/** At most ten words, not ending on a word that needs another ('of', 'and'). */
function shortened(text: string): string {
  const ws = text.split(' ').slice(0, MAX_WORDS);
  while (ws.length > 1 && TAIL_WORDS.has(ws.at(-1)!.toLowerCase())) ws.pop();
  return ws.join(' ');
}

// '-ing' words that more often name a thing ('onboarding time', 'hiring process') than do it.
const NOUN_GERUNDS = new Set(
  'onboarding training planning building testing marketing recruiting hiring pricing billing reporting tracking running opening closing funding shipping'.split(
    ' ',
  ),
);

/** 'payments fail at checkout' → cut failed payments at checkout; 'recruiting is slow' → speed up recruiting. */
function fromStatement(holder: string, verb: string, after: string, own: boolean): Subject | null {
  const object = lowerFirstWord(holder, true);
  if (/^fails?$/i.test(verb)) {
    const where = shortened(after.replace(/^(?:to \w+\s*)/i, ''));
    return { verb: 'cut', object: squish(`failed ${object} ${where}`), amount: null, direction: 'down', own, verbGiven: false };
  }
  if (/^(?:is|are|was|were)$/i.test(verb) && /^(?:too |very |so |really )?(?:slow|late|long)\b/i.test(after)) {
    return { verb: 'speed up', object, amount: null, direction: 'neutral', own, verbGiven: false };
  }
  if (/^takes?$/i.test(verb)) return { verb: 'speed up', object, amount: null, direction: 'neutral', own, verbGiven: false };
  return null;
}

const baseVerb = (word: string): string | null => {
  const w = word.toLowerCase();
  if (GOAL_VERBS.has(w)) return w;
  const ing = NOUN_GERUNDS.has(w) ? undefined : /^(.+?)(?:ing)$/.exec(w)?.[1];
  if (ing) for (const v of [ing, `${ing}e`, ing.slice(0, -1)]) if (GOAL_VERBS.has(v)) return v;
  const s = /^(.+?)(?:es|s)$/.exec(w)?.[1];
  if (s && w.length > 4) for (const v of [s, `${s}e`, w.slice(0, -1)]) if (GOAL_VERBS.has(v)) return v;
  return null;
};

const directionOfVerb = (verb: string): Direction => (DOWN.has(verb) ? 'down' : UP.has(verb) ? 'up' : 'neutral');

function directionOfNoun(object: string): Direction | null {
  const ws = object.toLowerCase().split(/[\s/]+/);
  if (ws.some((w) => DOWN_NOUN.test(w))) return 'down';
  if (ws.some((w) => UP_NOUN.test(w))) return 'up';
  return null;
}

/** A phrase as a subject: its verb (its own or one the words or the area choose), object and amount. */
export function subjectOf(phrase: string, area: FunctionalArea, own: boolean, depth = 0): Subject | null {
  let text = squish(phrase).replace(WHEN, '').replace(FRAME_TAIL, '');
  const amount = AMOUNT.exec(text)?.[1] ?? null;
  if (amount) text = text.slice(0, text.length - amount.length - 1).trim();
  const ws = text.split(' ');
  const said = ws.findIndex(
    (w, i) =>
      i > 0 &&
      (((i < ws.length - 1 || /^(?:is|are|fails?|start|starts)$/i.test(w)) && STATEMENT_VERB.test(w)) ||
        (ACTING_VERB.test(w) && ACTED_ON.test(ws[i + 1] ?? ''))),
  );
  if (said > 0) {
    const holder = ws.slice(0, said).join(' ');
    const after = ws.slice(said + 1).join(' ');
    if (!GENERIC_HOLDER.test(holder)) {
      const statement = fromStatement(holder, ws[said]!, after, own);
      if (statement) return statement;
      text = holder;
    } else {
      // 'our customers keep saying that payments fail': what they say is the subject.
      const that = ws.findIndex((w, i) => i > said && /^(?:that|because|when|since)$/i.test(w));
      return that > 0 && depth === 0 ? subjectOf(ws.slice(that + 1).join(' '), area, own, 1) : null;
    }
  }
  text = shortened(text);
  if (!/[a-z0-9]/i.test(text)) return null;
  const [first = '', ...rest] = text.split(' ');
  const verb = rest.length > 0 ? baseVerb(first) : null;
  if (verb) {
    const object = rest.join(' ');
    const up = verb === 'speed' && /^up\b/i.test(object);
    return { verb, object: lowerFirstWord(object, false), amount, direction: up ? 'neutral' : directionOfVerb(verb), own, verbGiven: true };
  }
  const comparative = COMPARATIVES[first.toLowerCase()];
  if (comparative && rest.length > 0) {
    const [cverb, direction] = comparative;
    return { verb: cverb, object: lowerFirstWord(rest.join(' '), false), amount, direction, own, verbGiven: false };
  }
  const object = lowerFirstWord(text, true);
  // '3 new partner integrations', 'two new reps': things to deliver.
  if (/^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several)\b/i.test(object)) {
    return { verb: 'deliver', object, amount, direction: 'neutral', own, verbGiven: false };
  }
  const direction = directionOfNoun(object);
  if (direction === 'down') return { verb: 'cut', object, amount, direction, own, verbGiven: false };
  if (direction === 'up') {
    return { verb: area === 'Sales' || area === 'Marketing' ? 'grow' : 'raise', object, amount, direction, own, verbGiven: false };
  }
  const areaVerb = AREA_VERB[area];
  return { verb: areaVerb, object, amount, direction: directionOfVerb(areaVerb), own, verbGiven: false };
}

/** The verb phrase: 'reduce outages', 'cut payment failures'. */
export const actionOf = (s: Subject) => squish(`${s.verb} ${s.object}`);

/** Whether words of the person are there to write about: the context first, then the parent goal's title. */
export function subjectFrom(
  input: { moreContext?: string | null; additionalContext?: string | null; parentTitle?: string | null },
  area: FunctionalArea,
): Subject | null {
  for (const context of [input.moreContext, input.additionalContext]) {
    const s = subjectOf(firstClause(context), area, true);
    if (s) return s;
  }
  const parent = subjectOf(firstClause(input.parentTitle), area, false);
  // The parent's amount is the parent's: a contributing goal sets its own.
  return parent && { ...parent, amount: null };
}
