import { describe, expect, it } from 'vitest';
import { judge, verdictCell, type Target } from './targets';

describe('judge', () => {
  it.each<
    [string, { value: number; failures?: number; floorMs?: number; target?: Target }, { ratio: string; verdict: string; target: string }]
  >([
    ['an absolute target met', { value: 40, floorMs: 10, target: { ms: 50 } }, { ratio: '× 4.00', verdict: 'met', target: '≤ 50 ms' }],
    [
      'an absolute target missed',
      { value: 60, floorMs: 10, target: { ms: 50 } },
      { ratio: '× 6.00', verdict: 'missed', target: '≤ 50 ms' },
    ],
    [
      'a ratio target met at its limit',
      { value: 12, floorMs: 6, target: { timesFloor: 2 } },
      { ratio: '× 2.00', verdict: 'met', target: '≤ 2× floor' },
    ],
    [
      'a ratio target missed',
      { value: 13, floorMs: 6, target: { timesFloor: 2 } },
      { ratio: '× 2.17', verdict: 'missed', target: '≤ 2× floor' },
    ],
    [
      'the same time meets the target on a slower machine',
      { value: 13, floorMs: 18, target: { timesFloor: 2 } },
      { ratio: '× 0.72', verdict: 'met', target: '≤ 2× floor' },
    ],
    [
      'a ratio target with no floor measured',
      { value: 1, target: { timesFloor: 8 } },
      { ratio: '', verdict: 'missed', target: '≤ 8× floor' },
    ],
    [
      'failed requests fail a met target',
      { value: 1, failures: 3, floorMs: 10, target: { ms: 50 } },
      { ratio: '× 0.10', verdict: 'failed', target: '≤ 50 ms' },
    ],
    ['an extra (no target) has no verdict', { value: 30, floorMs: 10 }, { ratio: '× 3.00', verdict: '', target: '' }],
    [
      'no answer within the run (no p95) misses',
      { value: Number.NaN, floorMs: 10, target: { ms: 50 } },
      { ratio: '', verdict: 'missed', target: '≤ 50 ms' },
    ],
    ['an extra with failed requests fails', { value: 30, failures: 1, floorMs: 10 }, { ratio: '× 3.00', verdict: 'failed', target: '' }],
  ])('%s', (_, measured, expected) => {
    expect(judge(measured)).toMatchObject(expected);
  });
});

describe('verdictCell', () => {
  it.each([
    [{ verdict: 'met', failures: 0 } as const, '', 'met'],
    [{ verdict: 'missed', failures: 0 } as const, '', '**missed**'],
    [{ verdict: 'missed', failures: 0 } as const, 'target is for PostgreSQL', '**missed** (target is for PostgreSQL)'],
    [{ verdict: 'failed', failures: 4 } as const, 'target is for PostgreSQL', '**4 failed**'],
    [{ verdict: '', failures: 0 } as const, 'target is for PostgreSQL', ''],
  ])('%o with caveat "%s" reads %s', (judged, caveat, cell) => {
    expect(verdictCell(judged, caveat)).toBe(cell);
  });
});
