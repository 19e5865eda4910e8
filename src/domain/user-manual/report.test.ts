import { describe, expect, it } from 'vitest';
import { DISC_TYPES, type DiscType } from './disc-types';
import { ANSWERS, QUESTIONS } from './questionnaire';
import { bandOf, SCALES, scaleTotal } from './report-texts';
import { buildReport } from './report';
import { IncompleteAnswersError } from './scoring';
import { allAnswered, answersFor } from './answer-sheets';
import { DETAIL_KEYS, MANAGER_DETAIL_KEYS, type DiscTexts, type TypeTextKey } from './type-texts';

// The words are the catalogue's (src/i18n/manual.test.ts reads reports in English and German): here every text names
// its own key, so each test sees which text went where.
const byKey = <K extends string | number>(keys: readonly K[], text: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
const TYPE_TEXT_KEYS: readonly TypeTextKey[] = ['title', 'summary', ...DETAIL_KEYS, ...MANAGER_DETAIL_KEYS];
const texts: DiscTexts = {
  questions: byKey(
    QUESTIONS.map((q) => q.id),
    (id) => `questions.${id}`,
  ),
  choices: byKey(ANSWERS, (answer) => `choices.${answer}`),
  types: Object.fromEntries(TYPE_TEXT_KEYS.map((key) => [key, byKey(DISC_TYPES, (type) => `types.${key}.${type}`)])) as DiscTexts['types'],
  details: byKey([...DETAIL_KEYS, ...MANAGER_DETAIL_KEYS, 'ownWords'], (key) => `details.${key}`),
  scales: {
    name: { active: 'Active/Thoughtful', accepting: 'Questioning/Accepting' },
    active: byKey(['first', 'balanced', 'second'], (band) => `scales.active.${band}`),
    accepting: byKey(['first', 'balanced', 'second'], (band) => `scales.accepting.${band}`),
  },
};
const everyone = DETAIL_KEYS.map((key) => `details.${key}`);
const managers = MANAGER_DETAIL_KEYS.map((key) => `details.${key}`);

describe('scale insights', () => {
  it.each([
    [0, 'first'],
    [40, 'first'],
    [41, 'balanced'],
    [59, 'balanced'],
    [60, 'second'],
    [100, 'second'],
  ] as const)('a total of %i is in the %s band', (total, band) => {
    expect(bandOf(total)).toBe(band);
  });

  it.each([
    ['active', 1, 0],
    ['active', -1, 100],
    ['accepting', -1, 0],
    ['accepting', 1, 100],
    ['accepting', 0, 50],
  ] as const)('on the %s scale an axis score of %i sits at %i', (axis, score, total) => {
    const scale = SCALES.find((s) => s.axis === axis);
    expect(scale && scaleTotal(scale, score)).toBe(total);
  });

  it('reads Active/Thoughtful, then Questioning/Accepting', () => {
    expect(SCALES.map((s) => s.axis)).toEqual(['active', 'accepting']);
  });
});

describe('buildReport from an assessment', () => {
  const answers = answersFor(0.7, -0.7); // active and questioning: D
  const report = buildReport({ userName: 'Ada', forManager: false, answers }, texts);

  it('answers the sections of spec 001', () => {
    expect(report.UserName).toBe('Ada');
    expect(report.Summary).toEqual({ Disc: 'D', DiscTitle: 'types.title.D', Text: 'types.summary.D' });
    expect(report.Per1 + report.Per2 + report.Per3 + report.Per4).toBe(100);
    expect(report.Per1).toBe(Math.max(report.Per1, report.Per2, report.Per3, report.Per4));
    expect(report.ScaleInsights).toEqual([
      { ScaleName: 'Active/Thoughtful', Text: 'scales.active.first', total: 15 },
      { ScaleName: 'Questioning/Accepting', Text: 'scales.accepting.first', total: 15 },
    ]);
  });

  it('lists all 36 questions with the chosen answer', () => {
    const sheet = buildReport({ userName: 'Ada', forManager: false, answers: { ...allAnswered(3), 1: 5, 2: 1 } }, texts);
    expect(sheet.Questions).toHaveLength(36);
    expect(sheet.Questions.slice(0, 3)).toEqual([
      { Question: 'questions.1', AnswerChoice: 'choices.5' },
      { Question: 'questions.2', AnswerChoice: 'choices.1' },
      { Question: 'questions.3', AnswerChoice: 'choices.3' },
    ]);
  });

  it.each([
    [false, everyone],
    [true, [...everyone, ...managers]],
  ])('forManager=%s gives the details %j', (forManager, titles) => {
    const details = buildReport({ userName: 'Ada', forManager, answers }, texts).Details;
    expect(details.map((d) => d.Title)).toEqual(titles);
    expect(details[0]?.Detail).toBe('types.atBest.D');
  });

  it('refuses an incomplete sheet', () => {
    expect(() => buildReport({ userName: 'Ada', forManager: false, answers: { 1: 5 } }, texts)).toThrow(IncompleteAnswersError);
  });
});

describe('buildReport from a manual entry', () => {
  it.each(DISC_TYPES)('a manual %s has no scale insights or questions and shares led by its first letter', (disc: DiscType) => {
    const report = buildReport({ userName: 'Bo', forManager: false, manual: { disc, description: 'I like mornings.' } }, texts);
    expect(report.ScaleInsights).toEqual([]);
    expect(report.Questions).toEqual([]);
    expect(report.Summary).toEqual({ Disc: disc, DiscTitle: `types.title.${disc}`, Text: `types.summary.${disc}` });
    const per = { D: report.Per1, I: report.Per2, S: report.Per3, C: report.Per4 };
    expect(Math.max(...Object.values(per))).toBe(per[disc[0] as keyof typeof per]);
    expect(report.Details[0]).toEqual({ Title: 'details.ownWords', Detail: 'I like mornings.' });
  });

  it.each([
    [false, '', everyone],
    [true, '  ', [...everyone, ...managers]],
    [true, 'Ask me first.', ['details.ownWords', ...everyone, ...managers]],
  ])('forManager=%s with description %j gives the details %j', (forManager, description, titles) => {
    const report = buildReport({ userName: 'Bo', forManager, manual: { disc: 'S+C', description } }, texts);
    expect(report.Details.map((d) => d.Title)).toEqual(titles);
  });
});
