import { describe, expect, it } from 'vitest';
import { dayOfWeek, feedEvents, finalizationDeadline, isoWeekday, type FeedFacts } from './feed-events';
import { periodAt } from '../periods';

const facts = (over: Partial<FeedFacts> = {}): FeedFacts => ({
  effectiveDate: '2026-01-01',
  today: '2026-05-20',
  updateWeekday: 5,
  appraisals: { effectiveDate: '2026-01-01', graceWeeks: 2 },
  actionItems: [],
  uidPrefix: 'trellis-1-2',
  ...over,
});
const datesOf = (f: FeedFacts, kind: string) =>
  feedEvents(f)
    .filter((e) => e.kind === kind)
    .map((e) => e.date);

describe('the update day of a week', () => {
  it.each([
    ['2026-04-01', 1, '2026-04-06'],
    ['2026-04-01', 3, '2026-04-01'],
    ['2026-04-01', 5, '2026-04-03'],
    ['2026-04-01', 7, '2026-04-05'],
    ['2026-07-01', 2, '2026-07-07'],
  ])('the week from %s has ISO day %i on %s', (start, weekday, day) => {
    expect(dayOfWeek(start, weekday)).toBe(day);
    expect(isoWeekday(day)).toBe(weekday);
  });
});

describe('a person’s feed', () => {
  it('has each Friday of the current and the next quarter, each in the quarter then current', () => {
    const q2 = ['04-03', '04-10', '04-17', '04-24', '05-01', '05-08', '05-15', '05-22', '05-29', '06-05', '06-12', '06-19', '06-26'];
    const q3 = ['07-03', '07-10', '07-17', '07-24', '07-31', '08-07', '08-14', '08-21', '08-28', '09-04', '09-11', '09-18', '09-25'];
    expect(datesOf(facts(), 'updateDay')).toEqual([...q2, ...q3].map((d) => `2026-${d}`));
    const first = feedEvents(facts()).find((e) => e.kind === 'updateDay');
    expect(first).toEqual({ uid: 'trellis-1-2-update-2026-04-03', date: '2026-04-03', kind: 'updateDay', quarter: 'Q2 2026', week: 1 });
  });

  it.each([
    ['Monday', 1, '2026-04-06', '2026-09-28', 26],
    ['Wednesday, the quarters’ first day: Q3’s 14th week starts on its last day', 3, '2026-04-01', '2026-09-30', 27],
    ['Tuesday: the 14th week of Q2 ends before Q3 starts on its Tuesday', 2, '2026-04-07', '2026-09-29', 26],
  ])('on %s', (_name, updateWeekday, first, last, count) => {
    const dates = datesOf(facts({ updateWeekday }), 'updateDay');
    expect([dates[0], dates.at(-1), dates.length]).toEqual([first, last, count]);
  });

  it.each([
    ['quarterEnd', ['2026-06-30', '2026-09-30']],
    ['finalization', ['2026-07-07', '2026-10-06']],
    ['appraisalsDue', ['2026-07-15']],
  ])('has the %s dates', (kind, dates) => {
    expect(datesOf(facts(), kind)).toEqual(dates);
  });

  it.each<[string, Partial<FeedFacts>, string[]]>([
    ['none for a person outside appraisals', { appraisals: null }, []],
    ['a longer grace period', { appraisals: { effectiveDate: '2026-01-01', graceWeeks: 6 } }, ['2026-08-12']],
    ['a schedule from Q2 on: Q1 is not appraised', { appraisals: { effectiveDate: '2026-04-01', graceWeeks: 2 } }, []],
    ['in Q3: Q1’s close in July, Q2’s in October', { today: '2026-08-01' }, ['2026-07-15', '2026-10-15']],
    [
      'in Q3 with 14 weeks of grace: Q1’s; Q2’s only after the next quarter',
      { today: '2026-08-01', appraisals: { effectiveDate: '2026-01-01', graceWeeks: 14 } },
      ['2026-10-07'],
    ],
  ])('appraisal deadlines: %s', (_name, over, dates) => {
    expect(datesOf(facts(over), 'appraisalsDue')).toEqual(dates);
  });

  it('lists the person’s action items by their due day, with stable UIDs', () => {
    const events = feedEvents(facts({ actionItems: [{ id: 17, title: 'Call the bank', dueDate: '2026-05-27' }] }));
    expect(events.filter((e) => e.kind === 'actionItem')).toEqual([
      { uid: 'trellis-1-2-action-item-17', date: '2026-05-27', kind: 'actionItem', title: 'Call the bank' },
    ]);
    expect(feedEvents(facts()).map((e) => e.uid)).toEqual(feedEvents(facts()).map((e) => e.uid));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('starts with the first quarter before the schedule begins', () => {
    expect(datesOf(facts({ today: '2025-12-01' }), 'quarterEnd')).toEqual(['2026-03-31', '2026-06-30']);
  });

  it('keeps its finalization deadline a week after the quarter ends', () => {
    expect(finalizationDeadline(periodAt('2026-01-01', 0))).toBe('2026-04-08');
  });
});
