import { describe, expect, it } from 'vitest';
import { GOAL_TYPES, type GoalType } from '../goals/states';
import type { GoalPeriod } from './goal-dates';
import { descriptionSuggestions, goalSuggestions, measurementSuggestions, type GoalSuggestionInput } from './goal-suggestions';
import { FUNCTIONAL_AREAS, type FunctionalArea } from './goal-templates';
import { GOAL_VERBS } from './goal-words';

// Issue 28: the built-in writer, over many kinds of input, writes around the person's words, repeats no label,
// names no day already past and reads as English.

const Q4: GoalPeriod = { startDate: '2026-10-01', endDate: '2026-12-31', quarter: 4, year: 2026 };
// A schedule whose quarters start mid-month and cross the year.
const ACROSS: GoalPeriod = { startDate: '2026-11-15', endDate: '2027-02-28', quarter: 4, year: 2026 };
const DAYS: [GoalPeriod, string, string][] = [
  [Q4, '2026-10-01', 'week 1'],
  [Q4, '2026-10-30', 'week 5'],
  [Q4, '2026-11-27', 'week 9'],
  [Q4, '2026-12-17', 'week 12'],
  [Q4, '2026-12-29', 'the last week'],
  [Q4, '2026-12-31', 'the last day'],
  [Q4, '2026-09-20', 'before the quarter'],
  [ACROSS, '2027-01-03', 'week 8 across the year'],
  [ACROSS, '2027-02-20', 'the last week across the year'],
];

/** [context, parent goal, words every suggestion's title holds] */
const WORDS: [string | null, string | null, string[]][] = [
  ['payment failures', null, ['payment failures']],
  ['reduce outages', null, ['outages']],
  ['Reduce outages', null, ['outages']],
  ['Fewer outages of the customer portal; the on-call team is small.', null, ['outages of the customer portal']],
  ['We need to speed up vendor contract review.', null, ['vendor contract review']],
  ['recruiting is slow', null, ['recruiting']],
  [
    'Our customers keep complaining that payments fail at checkout, especially on mobile, and support is overwhelmed by the tickets',
    null,
    ['payments'],
  ],
  ['cut cloud costs by 15%', null, ['cloud costs']],
  ['increase trial-to-paid conversion to 8%', null, ['trial-to-paid conversion']],
  ['more qualified leads from LinkedIn', null, ['qualified leads from LinkedIn']],
  ['hire 2 senior engineers for the EU team', null, ['2 senior engineers for the EU team']],
  ['launch the "Atlas" mobile app', null, ['Atlas mobile app']],
  ['Salesforce migration', null, ['migration']],
  ['the month-end close takes 12 days', null, ['month-end close']],
  ['customer churn in the SMB segment (currently 4% a month)', null, ['customer churn in the SMB segment']],
  ['GDPR compliance for the new CRM', null, ['GDPR compliance for the new CRM']],
  ['  improving   employee engagement  ', null, ['employee engagement']],
  ['Automating invoice matching!', null, ['invoice matching']],
  ['double enterprise revenue', null, ['enterprise revenue']],
  ['NPS', null, ['NPS']],
  ['onboarding time for new hires: 6 weeks', null, ['onboarding time for new hires']],
  ['Help us stop phishing attacks', null, ['phishing attacks']],
  [`reduce the support backlog ${'and then some more words '.repeat(40)}`, null, ['support backlog']],
  ['faster quote turnaround for enterprise deals', null, ['quote turnaround for enterprise deals']],
  ['- 3 new partner integrations, by the end of Q4', null, ['3 new partner integrations']],
  ['payment failures', 'Double enterprise revenue', ['payment failures']],
  ['', 'Double enterprise revenue', ['enterprise revenue']],
  [null, 'Grow repeat orders by a fifth', ['repeat orders']],
  [null, 'Reliable checkout for the holiday season', ['checkout for the holiday season']],
  ['   ', 'Keep the customer portal up through the holiday sale', ['customer portal']],
];

type Row = { name: string; input: GoalSuggestionInput; keyWords: string[] };
const row = (
  i: number,
  context: string | null,
  parentTitle: string | null,
  keyWords: string[],
  area: FunctionalArea,
  type: GoalType,
): Row => {
  const [period, today, when] = DAYS[i % DAYS.length]!;
  const input = { functionalArea: area, goalType: type, moreContext: context, parentTitle, period, today, pastTitles: [] };
  const said = JSON.stringify((context ?? '').slice(0, 40));
  return { name: `${said}, parent ${JSON.stringify(parentTitle)}, ${area}, ${type}, ${when}`, input, keyWords };
};
const ROWS: Row[] = [
  ...WORDS.flatMap(([context, parent, keyWords], i) =>
    [0, 3].map((shift) =>
      row(i + shift, context, parent, keyWords, FUNCTIONAL_AREAS[(i + shift) % FUNCTIONAL_AREAS.length]!, GOAL_TYPES[(i + shift) % 3]!),
    ),
  ),
  // Nothing typed and no parent goal: each area's own templates.
  ...FUNCTIONAL_AREAS.map((area, i) => row(i, null, null, [], area, GOAL_TYPES[i % 3]!)),
];

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const LABEL = /\b(Initiatives|Key Results|Measurements?|Description|Objective|Title|Context)\s*:\s*\1\s*:/i;

/** Every 'D Month' a text names, as the day within the goal's period it stands for. */
function daysNamed(text: string, period: GoalPeriod): string[] {
  return [...text.matchAll(new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')})\\b`, 'g'))].map(([, d, m]) => {
    const mm = String(MONTHS.indexOf(m!) + 1).padStart(2, '0');
    const candidates = [period.year, period.year + 1].map((y) => `${y}-${mm}-${d!.padStart(2, '0')}`);
    return candidates.find((c) => c >= period.startDate && c <= period.endDate) ?? `outside ${candidates[0]}`;
  });
}

/** What makes a text not read as English, one problem a line; none when it reads well. */
export function englishProblems(text: string): string[] {
  const problems: string[] = [];
  const verbs = [...GOAL_VERBS].join('|');
  if (LABEL.test(text)) problems.push('repeated label');
  if (!/^[A-Z0-9“"]/.test(text)) problems.push('does not start with a capital');
  if (/\s{2,}/.test(text) || text !== text.trim()) problems.push('extra spaces');
  if (/\s[,.;:!?]/.test(text)) problems.push('space before punctuation');
  if (/\.\.|[,;:]\./.test(text)) problems.push('doubled punctuation');
  const doubled = /\b(\w+)\s+\1\b/i.exec(text);
  if (doubled) problems.push(`doubled word '${doubled[1]}'`);
  if (new RegExp(`\\bkeep (?:${verbs})\\b`, 'i').test(text)) problems.push("'keep' before a bare verb");
  if (new RegExp(`\\b(?:${verbs}) (?:${verbs}) (?:${verbs})\\b`, 'i').test(text)) problems.push('three verbs in a row');
  if ((text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length) problems.push('unbalanced quotes');
  if ((text.match(/"/g) ?? []).length % 2 !== 0) problems.push('unbalanced straight quotes');
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) problems.push('unbalanced brackets');
  if (/\{focus\}|undefined|null|NaN/.test(text)) problems.push('a placeholder left in');
  return problems;
}

describe('englishProblems', () => {
  it.each([
    ['Keep reduce outages running when people need them', "'keep' before a bare verb"],
    ['Initiatives: Initiatives: do it.', 'repeated label'],
    ['cut costs', 'does not start with a capital'],
    ['Cut  costs', 'extra spaces'],
    ['Cut costs , now', 'space before punctuation'],
    ['It supports “Grow.', 'unbalanced quotes'],
    ['Cut the the costs', "doubled word 'the'"],
  ])('%j: %s', (text, problem) => expect(englishProblems(text)).toContain(problem));

  it('finds nothing in plain English', () => expect(englishProblems('Cut payment failures by 30% by the end of Q4 2026')).toEqual([]));
});

describe.each(ROWS)('the built-in writer: $name', ({ input, keyWords }) => {
  const suggestions = goalSuggestions(input);
  const titles = suggestions.map((s) => s.Title);
  const extra = titles[0]
    ? [...measurementSuggestions({ ...input, title: titles[0] }).flat(), ...descriptionSuggestions({ ...input, title: titles[0] })]
    : [];
  const texts = [...suggestions.flatMap((s) => [s.Title, s.Description, ...s.Measurements]), ...extra];

  it('offers three distinct goals within the contract’s limits', () => {
    expect(suggestions).toHaveLength(3);
    expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(3);
    for (const s of suggestions) {
      expect(s.Title.length).toBeLessThanOrEqual(255);
      expect(s.Measurements.join('\n').length).toBeLessThanOrEqual(3000);
      expect(s.Description.length).toBeLessThanOrEqual(10000);
    }
  });

  it('builds every title around the person’s words', () => {
    for (const title of titles) for (const word of keyWords) expect(title.toLowerCase()).toContain(word.toLowerCase());
    if (input.parentTitle) for (const s of suggestions) expect(s.Description).toContain(`“${input.parentTitle}”`);
  });

  it('repeats no label and pastes no context', () => {
    for (const text of texts) {
      expect(text).not.toMatch(LABEL);
      expect(text).not.toMatch(/context you gave/i);
    }
    for (const s of suggestions) expect(s.Description).not.toMatch(/^(Initiatives|Description|Key Results|Measurements?)\s*:/i);
    const context = (input.moreContext ?? '').trim();
    if (context.length > 40) for (const s of suggestions) expect(s.Description).not.toContain(context);
  });

  it('names no day before today, and none outside the quarter', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/start of Q\d|\bweek \d/i);
      for (const day of daysNamed(text, input.period)) {
        expect(day, text).not.toMatch(/^outside/);
        expect(day >= input.today, `${day} in “${text}”`).toBe(true);
      }
    }
  });

  it('reads as English: titles without a full stop, one at the end of every description', () => {
    for (const text of texts) expect(englishProblems(text), text).toEqual([]);
    for (const s of suggestions) {
      expect(s.Title).not.toMatch(/[.]$/);
      expect(s.Description).toMatch(/[^.]\.$/);
      for (const m of s.Measurements) expect(m).not.toMatch(/\.$/);
    }
  });
});

describe('the dates as the quarter runs out', () => {
  it.each([
    ['2026-10-01', 'Measure where things stand by 15 October'],
    ['2026-11-27', 'by 6 December'],
    ['2026-12-17', 'Little of Q4 2026 is left: aim for 31 December, its last day.'],
    ['2026-12-31', 'Little of Q4 2026 is left: aim for 31 December, its last day.'],
  ])('on %s the description says %j', (today, words) => {
    const [first] = goalSuggestions({
      functionalArea: 'Accounting/Finance',
      goalType: 'SMART',
      moreContext: 'payment failures',
      period: Q4,
      today,
      pastTitles: [],
    });
    expect(first?.Description).toContain(words);
    expect(first?.Title).toBe('Cut payment failures by 30% by the end of Q4 2026');
  });
});
