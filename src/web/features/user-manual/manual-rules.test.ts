import { describe, expect, it } from 'vitest';
import { testTexts } from '../../testing/catalogue-texts';
import type { ManualState, ReportSection } from '../../../contract/user-manual';
import {
  allAnswered,
  answeredCount,
  clampPercent,
  firstUnanswered,
  hasText,
  initialValues,
  letterBars,
  looksLikePdf,
  manualChanged,
  reportHref,
  scaleEnds,
  sectionOf,
  splitDetails,
  tabView,
  takeHref,
} from './manual-rules';
import { assessmentLabel, progressText, questionCounter, typeLabel } from './manual-texts';

// The catalogue's English, as the screens show it.
const t = testTexts('manual');

describe('the tab', () => {
  it.each([
    ['the owner without a manual', { status: 0, CanEdit: true, PublicKey: null }, 'intro'],
    ['the owner half-way through', { status: 3, CanEdit: true, PublicKey: 'pub' }, 'in-progress'],
    ['the owner with a manual', { status: 4, CanEdit: true, PublicKey: 'pub' }, 'report'],
    ['a colleague, no manual', { status: 0, CanEdit: false, PublicKey: null }, 'none-yet'],
    ['a colleague, an assessment in progress', { status: 3, CanEdit: false, PublicKey: 'pub' }, 'none-yet'],
    ['a colleague, a manual', { status: 4, CanEdit: false, PublicKey: 'pub' }, 'report'],
  ] as const)('%s sees %s', (_, state, view) => {
    expect(tabView(state as Pick<ManualState, 'status' | 'CanEdit' | 'PublicKey'>)).toBe(view);
  });

  it.each([
    [0, 'Take the Assessment'],
    [3, 'Complete the Assessment'],
    [4, 'Take the Assessment'],
  ] as const)('status %s reads %s', (status, label) => {
    expect(assessmentLabel(t, status)).toBe(label);
  });

  it('tells the progress, and nothing without it', () => {
    expect(progressText(t, { Answered: 12, Total: 36 })).toBe('12 of 36 answered');
    expect(progressText(t, null)).toBe('');
  });

  it('links the questionnaire by the private key and the report by the public one', () => {
    expect(takeHref('abc')).toBe('/v3/manual/take/abc');
    expect(reportHref('xyz')).toBe('/v3/manual/xyz');
  });
});

describe('the report', () => {
  const report: ReportSection[] = [
    { Section: 'Summary', Disc: 'S+C', DiscTitle: 'The steady planner', Text: 'Calm.' },
    { Section: 'Percentages', Per1: 10.4, Per2: 19.6, Per3: 40, Per4: 30 },
  ];

  it('finds a section by its name, or nothing', () => {
    expect(sectionOf(report, 'Summary')?.Disc).toBe('S+C');
    expect(sectionOf(report, 'Details')).toBeUndefined();
  });

  it('labels Per1..Per4 as D, I, S and C, rounded', () => {
    expect(letterBars(sectionOf(report, 'Percentages')!)).toEqual([
      { letter: 'D', name: 'Dominance', percent: 10 },
      { letter: 'I', name: 'Influence', percent: 20 },
      { letter: 'S', name: 'Steadiness', percent: 40 },
      { letter: 'C', name: 'Conscientiousness', percent: 30 },
    ]);
  });

  const everyone = ['At their best', 'How they communicate', 'What drains them', 'Under pressure'];
  const managers = ['Working with this person', 'Giving feedback', 'What motivates them'];
  it.each([
    ['a colleague’s report', everyone, everyone, []],
    ['a manager’s report', [...everyone, ...managers], everyone, managers],
  ])('sets the manager’s details of %s apart, each known by its place', (_, titles, first, second) => {
    const split = splitDetails(titles.map((Title) => ({ Title, Detail: '…' })));
    expect(split.everyone.map((d) => d.Title)).toEqual(first);
    expect(split.managers.map((d) => d.Title)).toEqual(second);
    expect(split.everyone.map((d) => d.key)).toEqual(['atBest', 'communication', 'drains', 'underPressure']);
    expect(split.managers.map((d) => d.key)).toEqual(second.length ? ['workingWith', 'feedback', 'motivation'] : []);
  });

  it.each([
    ['D', 'D — Dominance'],
    ['D+I', 'D+I — Dominance with Influence'],
    ['C+S', 'C+S — Conscientiousness with Steadiness'],
  ] as const)('spells %s out as %s', (type, label) => {
    expect(typeLabel(t, type)).toBe(label);
  });

  it.each([
    ['Active/Thoughtful', ['Active', 'Thoughtful']],
    ['Challenging / Accepting', ['Challenging', 'Accepting']],
    ['Alone', ['Alone', '']],
  ] as const)('names the ends of %s', (name, ends) => {
    expect(scaleEnds(name)).toEqual(ends);
  });

  it.each([
    [-5, 0],
    [0, 0],
    [49.6, 50],
    [100, 100],
    [130, 100],
  ])('keeps %s on the bar as %s', (value, kept) => {
    expect(clampPercent(value)).toBe(kept);
  });
});

describe('the questionnaire', () => {
  const Questions = [
    { Id: 1, Text: 'a' },
    { Id: 2, Text: 'b' },
    { Id: 3, Text: 'c' },
  ];

  it.each([
    ['nothing answered', {}, 0, 0, false],
    ['the first answered', { '1': 4 }, 1, 1, false],
    ['a gap in the middle', { '1': 4, '3': 2 }, 1, 2, false],
    ['all answered (taken again: from the start)', { '1': 4, '2': 5, '3': 1 }, 0, 3, true],
  ])('%s', (_, Answers: Record<string, number>, opensAt, count, done) => {
    expect(firstUnanswered({ Questions, Answers })).toBe(opensAt);
    expect(answeredCount({ Questions, Answers })).toBe(count);
    expect(allAnswered({ Questions, Answers })).toBe(done);
  });

  it('counts the statement from one', () => {
    expect(questionCounter(t, 0, 36)).toBe('Question 1 of 36');
    expect(questionCounter(t, 35, 36)).toBe('Question 36 of 36');
  });
});

describe('the drawer', () => {
  const entry = { Disc: 'S' as const, Description: '<p>Mornings</p>', FilePath: 'key1' };

  it('starts from the manual entry, or from the type the assessment found', () => {
    expect(initialValues({ Disc: 'S', ManualUserManual: entry })).toEqual({ Disc: 'S', Description: '<p>Mornings</p>', FilePath: 'key1' });
    expect(initialValues({ Disc: 'D+I', ManualUserManual: null })).toEqual({ Disc: 'D+I', Description: '', FilePath: null });
    expect(initialValues({ Disc: null, ManualUserManual: null })).toEqual({ Disc: undefined, Description: '', FilePath: null });
  });

  it.each([
    ['nothing touched', {}, false],
    ['the same text in the editor’s own markup', { Description: '<p>Mornings</p>\n' }, false],
    ['another type', { Disc: 'C' }, true],
    ['other words', { Description: '<p>Evenings</p>' }, true],
    ['the PDF removed', { FilePath: null }, true],
  ])('%s: changed is %s', (_, values, changed) => {
    expect(manualChanged(initialValues({ Disc: 'S', ManualUserManual: entry }), values)).toBe(changed);
  });

  it.each([
    ['<p></p>', false],
    ['<p>&nbsp; </p>', false],
    [null, false],
    ['<p>Hi</p>', true],
  ])('%s holds words: %s', (html, words) => {
    expect(hasText(html)).toBe(words);
  });

  it.each([
    [{ type: 'application/pdf', name: 'x' }, true],
    [{ type: '', name: 'Manual.PDF' }, true],
    [{ type: 'image/png', name: 'a.png' }, false],
  ])('%o looks like a PDF: %s', (file, ok) => {
    expect(looksLikePdf(file)).toBe(ok);
  });
});
