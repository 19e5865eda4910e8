import { describe, expect, it } from 'vitest';
import { DISC_TYPES, type DiscType } from './disc-types';
import { bandOf, SCALES, scaleTotal, TYPE_TEXTS } from './report-texts';
import { buildReport, MANUAL_DESCRIPTION_TITLE } from './report';
import { IncompleteAnswersError } from './scoring';
import { allAnswered, answersFor } from './answer-sheets';
import { DETAIL_TITLES, MANAGER_DETAIL_TITLES, type TypeTexts } from './type-texts';

const everyone = DETAIL_TITLES.map(([, title]) => title);
const managers = MANAGER_DETAIL_TITLES.map(([, title]) => title);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).length;

describe('type texts', () => {
  it.each(DISC_TYPES)('%s has a title, a 3–5 sentence summary and every detail', (type) => {
    const texts: TypeTexts = TYPE_TEXTS[type];
    expect(texts.title).toMatch(/^\S/);
    expect(sentences(texts.summary)).toBeGreaterThanOrEqual(3);
    expect(sentences(texts.summary)).toBeLessThanOrEqual(5);
    for (const [key] of [...DETAIL_TITLES, ...MANAGER_DETAIL_TITLES]) expect(texts[key].length).toBeGreaterThan(20);
  });

  it('gives each type its own title and summary', () => {
    expect(new Set(DISC_TYPES.map((t) => TYPE_TEXTS[t].title)).size).toBe(12);
    expect(new Set(DISC_TYPES.map((t) => TYPE_TEXTS[t].summary)).size).toBe(12);
  });
});

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
    ['Active/Thoughtful', 1, 0],
    ['Active/Thoughtful', -1, 100],
    ['Questioning/Accepting', -1, 0],
    ['Questioning/Accepting', 1, 100],
    ['Questioning/Accepting', 0, 50],
  ] as const)('on %s an axis score of %i sits at %i', (name, score, total) => {
    const scale = SCALES.find((s) => s.name === name);
    expect(scale && scaleTotal(scale, score)).toBe(total);
  });
});

describe('buildReport from an assessment', () => {
  const answers = answersFor(0.7, -0.7); // active and questioning: D
  const report = buildReport({ userName: 'Ada', forManager: false, answers });

  it('answers the sections of spec 001', () => {
    expect(report.UserName).toBe('Ada');
    expect(report.Summary).toEqual({ Disc: 'D', DiscTitle: TYPE_TEXTS.D.title, Text: TYPE_TEXTS.D.summary });
    expect(report.Per1 + report.Per2 + report.Per3 + report.Per4).toBe(100);
    expect(report.Per1).toBe(Math.max(report.Per1, report.Per2, report.Per3, report.Per4));
    expect(report.ScaleInsights).toEqual([
      { ScaleName: 'Active/Thoughtful', Text: SCALES[0]?.texts.first, total: 15 },
      { ScaleName: 'Questioning/Accepting', Text: SCALES[1]?.texts.first, total: 15 },
    ]);
  });

  it('lists all 36 questions with the chosen answer', () => {
    const sheet = buildReport({ userName: 'Ada', forManager: false, answers: { ...allAnswered(3), 1: 5, 2: 1 } });
    expect(sheet.Questions).toHaveLength(36);
    expect(sheet.Questions.slice(0, 3).map((q) => q.AnswerChoice)).toEqual(['Strongly agree', 'Strongly disagree', 'Neutral']);
  });

  it.each([
    [false, everyone],
    [true, [...everyone, ...managers]],
  ])('forManager=%s gives the details %j', (forManager, titles) => {
    expect(buildReport({ userName: 'Ada', forManager, answers }).Details.map((d) => d.Title)).toEqual(titles);
  });

  it('refuses an incomplete sheet', () => {
    expect(() => buildReport({ userName: 'Ada', forManager: false, answers: { 1: 5 } })).toThrow(IncompleteAnswersError);
  });
});

describe('buildReport from a manual entry', () => {
  it.each(DISC_TYPES)('a manual %s has no scale insights or questions and shares led by its first letter', (disc: DiscType) => {
    const report = buildReport({ userName: 'Bo', forManager: false, manual: { disc, description: 'I like mornings.' } });
    expect(report.ScaleInsights).toEqual([]);
    expect(report.Questions).toEqual([]);
    expect(report.Summary.Disc).toBe(disc);
    const per = { D: report.Per1, I: report.Per2, S: report.Per3, C: report.Per4 };
    expect(Math.max(...Object.values(per))).toBe(per[disc[0] as keyof typeof per]);
    expect(report.Details[0]).toEqual({ Title: MANUAL_DESCRIPTION_TITLE, Detail: 'I like mornings.' });
  });

  it.each([
    [false, '', everyone],
    [true, '  ', [...everyone, ...managers]],
    [true, 'Ask me first.', [MANUAL_DESCRIPTION_TITLE, ...everyone, ...managers]],
  ])('forManager=%s with description %j gives the details %j', (forManager, description, titles) => {
    const report = buildReport({ userName: 'Bo', forManager, manual: { disc: 'S+C', description } });
    expect(report.Details.map((d) => d.Title)).toEqual(titles);
  });
});
