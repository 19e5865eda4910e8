/**
 * Whether a new order of a goal's key results names each of them once and nothing else: a list that leaves one out,
 * names one twice or names another goal's is refused whole (issue 31: key results keep an order their goal sets).
 */
export function isWholeOrder(current: readonly number[], ordered: readonly number[]): boolean {
  const known = new Set(current);
  return ordered.length === known.size && new Set(ordered).size === ordered.length && ordered.every((id) => known.has(id));
}

/** The ids with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const to = index + by;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
