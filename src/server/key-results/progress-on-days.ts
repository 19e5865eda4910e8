import { goalProgress, keyResultProgress, type Measure } from '../../domain/key-results/progress';
import { addDays, startOfDayIn } from '../../domain/periods';

// A goal's progress as it stood at the end of given days, worked out from its key results' readings: one computation
// for a goal's chart (GET /Goal/{goalId}/progress), the team's heat map and the company's share on track (decision 068);
// a goal counting its aligned goals rolls theirs up too (decision 069).

/** What a key result's progress by day needs of it: it stands at its start until its first reading. */
export type MeasuredKeyResult = Omit<Measure, 'current'> & { id: number; weight: number };
export type Reading = { keyResultId: number; value: number; createdAt: Date };
// A reading at its instant (epoch milliseconds): days become instants once, not each of thousands of readings a day.
type TimedReading = { at: number; value: number };

/** A key result's row as the computation reads it (the table keeps kind and direction as text). */
export const measuredOf = (r: { id: number; kind: string; direction: string; start: number; target: number; weight: number }) =>
  ({
    id: r.id,
    kind: r.kind as Measure['kind'],
    direction: r.direction as Measure['direction'],
    start: r.start,
    target: r.target,
    weight: r.weight,
  }) satisfies MeasuredKeyResult;

/** The readings by key result, in the order given (oldest first). */
export function readingsByKeyResult(readings: readonly Reading[]): Map<number, TimedReading[]> {
  const byKeyResult = new Map<number, TimedReading[]>();
  for (const r of readings) {
    const list = byKeyResult.get(r.keyResultId);
    const reading = { at: r.createdAt.getTime(), value: r.value };
    if (list) list.push(reading);
    else byKeyResult.set(r.keyResultId, [reading]);
  }
  return byKeyResult;
}

/** The value of the last reading before `end`, or undefined (a binary search: the readings are oldest first). */
function valueBefore(readings: readonly TimedReading[] | undefined, end: number): number | undefined {
  if (!readings) return undefined;
  let low = 0;
  let high = readings.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (readings[mid]!.at < end) low = mid + 1;
    else high = mid;
  }
  return low > 0 ? readings[low - 1]!.value : undefined;
}

/** The instant each day (YYYY-MM-DD, or null) ends in the company's time zone `zone`: what `progressOnDays` takes. */
export const dayEnds = (days: readonly (string | null)[], zone: string): (number | null)[] =>
  days.map((day) => (day === null ? null : startOfDayIn(addDays(day, 1), zone).getTime()));

/**
 * A goal's progress at each of `ends` (from `dayEnds`; null where there is nothing to say yet): each key result at
 * its last reading by then, its start before any. Null too for a goal without key results.
 */
export function progressOnDays(
  keyResults: readonly MeasuredKeyResult[],
  readings: ReadonlyMap<number, readonly TimedReading[]>,
  ends: readonly (number | null)[],
): (number | null)[] {
  return ends.map((end) =>
    end === null
      ? null
      : goalProgress(
          keyResults.map((kr) => {
            const current = valueBefore(readings.get(kr.id), end) ?? kr.start;
            // Each property named: spreading the key result here made the company's count twenty times slower.
            const measure = { kind: kr.kind, direction: kr.direction, start: kr.start, target: kr.target, current };
            return { progress: keyResultProgress(measure), weight: kr.weight };
          }),
        ),
  );
}

/** A goal of a counted subtree (goals' findCountedSubtree) as the roll-up reads it. */
export type CountedGoal = { id: number; parentId: number | null; countChildren: boolean; childWeight: number };

/**
 * The progress of `tree`'s first goal at each of `ends`, rolled up as the goal keeps it now (rolledUpProgress, decision
 * 069): each goal's key results at their last readings by then, weighing their weights' sum, beside the goals of the
 * tree it counts, each at its weight. The tree is today's: the goal's first, then the goals it counts, theirs and so on.
 */
export function rolledUpOnDays(
  tree: readonly CountedGoal[],
  keyResults: ReadonlyMap<number, readonly MeasuredKeyResult[]>,
  readings: ReadonlyMap<number, readonly TimedReading[]>,
  ends: readonly (number | null)[],
): (number | null)[] {
  const childrenOf = new Map<number, CountedGoal[]>();
  for (const goal of tree.slice(1)) childrenOf.set(goal.parentId!, [...(childrenOf.get(goal.parentId!) ?? []), goal]);
  const onDays = (goal: CountedGoal): (number | null)[] => {
    const own = keyResults.get(goal.id) ?? [];
    const ownProgress = progressOnDays(own, readings, ends);
    const ownWeight = own.reduce((sum, kr) => sum + kr.weight, 0);
    const children = goal.countChildren ? (childrenOf.get(goal.id) ?? []).map((c) => ({ weight: c.childWeight, progress: onDays(c) })) : [];
    return ends.map((end, i) =>
      end === null
        ? null
        : goalProgress([
            { progress: ownProgress[i] ?? null, weight: ownWeight },
            ...children.map((c) => ({ progress: c.progress[i] ?? null, weight: c.weight })),
          ]),
    );
  };
  return tree[0] ? onDays(tree[0]) : ends.map(() => null);
}
