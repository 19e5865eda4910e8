import { describe, expect, it } from 'vitest';
import { CURRENT_GOALS, PREVIOUS_GOALS, STATUS_NOTES } from '.';
import { inQuarter } from './plan';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

describe('the demo’s words follow the quarter they are made in (issue 28)', () => {
  it.each([
    ['2026-01-01', 'By January 20, February and March; the winter sale of 2025'],
    ['2026-04-01', 'By April 20, May and June; the spring sale of 2025'],
    ['2026-07-01', 'By July 20, August and September; the summer sale of 2025'],
    ['2026-10-01', 'By October 20, November and December; the autumn sale of 2025'],
    ['2026-11-01', 'By November 20, December and January; the winter sale of 2025'],
  ])('a quarter from %s reads: %s', (start, text) => {
    expect(inQuarter('By {month 1} 20, {month 2} and {month 3}; the {season} sale of {last year}', utc(start))).toBe(text);
  });

  const texts = (plans: typeof CURRENT_GOALS, quarter: 'current' | 'previous') => [
    ...plans.flatMap((p) => [p.title, ...p.keyResults, p.note ?? '', p.edit?.title ?? '', ...(p.edit?.keyResults ?? [])]),
    ...STATUS_NOTES.filter((n) => n.quarter === quarter).map((n) => n.body),
  ];

  it.each(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'])(
    'made in a quarter from %s, every goal names only its own quarter’s months',
    (start) => {
      const own = [0, 1, 2].map((n) => MONTHS[(new Date(utc(start)).getUTCMonth() + n) % 12]);
      for (const [plans, quarter] of [
        [CURRENT_GOALS, 'current'],
        [PREVIOUS_GOALS, 'previous'],
      ] as const) {
        for (const text of texts(plans, quarter).map((t) => inQuarter(t, utc(start)))) {
          expect(text).not.toMatch(/[{}]/);
          const named = MONTHS.filter((m) => new RegExp(`\\b${m}\\b`).test(text));
          expect(
            named.filter((m) => !own.includes(m)),
            text,
          ).toEqual([]);
        }
      }
    },
  );
});
