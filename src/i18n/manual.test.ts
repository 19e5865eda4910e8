import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/languages';
import { DISC_TYPES } from '../domain/user-manual/disc-types';
import { answersFor } from '../domain/user-manual/answer-sheets';
import { ANSWERS, QUESTIONS } from '../domain/user-manual/questionnaire';
import { buildReport } from '../domain/user-manual/report';
import { DETAIL_KEYS, MANAGER_DETAIL_KEYS, type DiscTexts } from '../domain/user-manual/type-texts';
import { CATALOGUES } from './all';
import type enManual from './en/manual';

// The DISC-style questionnaire's and the types' words (decision 021), which the server's report reads in the
// reader's language: the same checks in every language.

const discTexts = (language: (typeof LANGUAGES)[number]): DiscTexts => (CATALOGUES[language].manual as typeof enManual).disc;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).length;

describe.each(LANGUAGES)('the DISC texts in %s', (language) => {
  const texts = discTexts(language);

  it('has a distinct statement of one sentence for every question, short enough for a phone screen', () => {
    const statements = QUESTIONS.map((q) => texts.questions[q.id]);
    expect(new Set(statements.map((s) => s.toLowerCase())).size).toBe(36);
    for (const s of statements) expect(s).toMatch(/^[A-ZÄÖÜ][^.]{0,108}\.$/);
  });

  it('names the five answers, each its own', () => {
    expect(new Set(ANSWERS.map((a) => texts.choices[a])).size).toBe(5);
  });

  it.each(DISC_TYPES)('gives %s a title, a 3–5 sentence summary and every detail', (type) => {
    expect(texts.types.title[type]).toMatch(/^\S/);
    expect(sentences(texts.types.summary[type])).toBeGreaterThanOrEqual(3);
    expect(sentences(texts.types.summary[type])).toBeLessThanOrEqual(5);
    for (const key of [...DETAIL_KEYS, ...MANAGER_DETAIL_KEYS]) expect(texts.types[key][type].length).toBeGreaterThan(20);
  });

  it('gives each type its own title and summary', () => {
    expect(new Set(DISC_TYPES.map((t) => texts.types.title[t])).size).toBe(12);
    expect(new Set(DISC_TYPES.map((t) => texts.types.summary[t])).size).toBe(12);
  });

  it('names each scale by its two ends', () => {
    for (const name of Object.values(texts.scales.name)) expect(name).toMatch(/^[^/]+\/[^/]+$/);
  });
});

describe('the English questionnaire', () => {
  it('keeps every statement at most 90 characters, and the Likert answers of the spec', () => {
    for (const q of QUESTIONS) expect(discTexts('en').questions[q.id]).toMatch(/^[A-Z][^.]{0,88}\.$/);
    expect(ANSWERS.map((a) => discTexts('en').choices[a])).toEqual(['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']);
  });
});

describe('a report in each language', () => {
  const answers = answersFor(0.7, -0.7); // active and questioning: D

  it('reads in English as the spec’s report does', () => {
    const report = buildReport({ userName: 'Ada', forManager: true, answers }, discTexts('en'));
    expect(report.Summary).toEqual({
      Disc: 'D',
      DiscTitle: 'Decisive driver',
      Text: expect.stringMatching(/^Moves fast toward a clear result/) as string,
    });
    expect(report.ScaleInsights.map((s) => s.ScaleName)).toEqual(['Active/Thoughtful', 'Questioning/Accepting']);
    expect(report.ScaleInsights[0]?.Text).toMatch(/^Leans toward action/);
    expect(report.Details.map((d) => d.Title)).toEqual([
      'At their best',
      'How they communicate',
      'What drains them',
      'Under pressure',
      'Working with this person',
      'Giving feedback',
      'What motivates them',
    ]);
    expect(report.Questions[0]).toEqual({
      Question: 'I make decisions quickly, even with little information.',
      AnswerChoice: 'Strongly agree',
    });
  });

  it('reads in German from the German catalogue', () => {
    const report = buildReport({ userName: 'Ada', forManager: false, manual: { disc: 'S+C', description: 'Morgens.' } }, discTexts('de'));
    expect(report.Summary.DiscTitle).toBe('Verlässlicher Ruhepol');
    expect(report.Details.map((d) => d.Title)).toEqual([
      'In eigenen Worten',
      'In Bestform',
      'So kommuniziert die Person',
      'Was Energie raubt',
      'Unter Druck',
    ]);
    const assessed = buildReport({ userName: 'Ada', forManager: false, answers }, discTexts('de'));
    expect(assessed.ScaleInsights[0]).toMatchObject({
      ScaleName: 'Aktiv/Bedächtig',
      Text: expect.stringMatching(/^Neigt zum Handeln/) as string,
    });
    expect(assessed.Questions[0]).toEqual({
      Question: 'Ich treffe Entscheidungen schnell, auch bei wenigen Informationen.',
      AnswerChoice: 'Stimme voll zu',
    });
  });
});
