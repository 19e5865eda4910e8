// Report 5, the Goal Detail List: a quarter's goals as the tree their alignment makes (issue 18).

export type TreeGoal = { id: number; parentId: number | null; title: string };
/** A goal's place: its depth (1 a root) and its outline number ('2.1.3': the third goal under the first under the second root). */
export type TreePlace<T> = { goal: T; depth: number; outline: string };

const byTitle = (a: TreeGoal, b: TreeGoal) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * The goals depth first: each root (no parent, or a parent not among the goals — one the viewer may not see, or of
 * another quarter) and below it its children, siblings by title. Depth 1 is a root. A parent chain that loops (which
 * the app never writes) cannot hang it: every goal is placed once.
 */
export function inTreeOrder<T extends TreeGoal>(goals: readonly T[]): TreePlace<T>[] {
  const ids = new Set(goals.map((g) => g.id));
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const g of goals) {
    if (g.parentId === null || !ids.has(g.parentId) || g.parentId === g.id) roots.push(g);
    else children.set(g.parentId, [...(children.get(g.parentId) ?? []), g]);
  }
  const placed: TreePlace<T>[] = [];
  const seen = new Set<number>();
  const numbered = (goals: T[], depth: number, prefix: string): TreePlace<T>[] =>
    goals
      .sort(byTitle)
      .map((goal, i) => ({ goal, depth, outline: `${prefix}${i + 1}` }))
      .reverse();
  const stack = numbered(roots, 1, '');
  while (stack.length) {
    const place = stack.pop()!;
    if (seen.has(place.goal.id)) continue;
    seen.add(place.goal.id);
    placed.push(place);
    stack.push(...numbered(children.get(place.goal.id) ?? [], place.depth + 1, `${place.outline}.`));
  }
  return placed;
}

/** A tree worth a report: at least one goal with a child among the goals (spec 001 §8 'You do not have Parent Goals…'). */
export const hasParentGoals = (goals: readonly TreeGoal[]): boolean => {
  const ids = new Set(goals.map((g) => g.id));
  return goals.some((g) => g.parentId !== null && g.parentId !== g.id && ids.has(g.parentId));
};

export const NO_PARENT_GOALS = 'You do not have Parent Goals, so this report has no data to display.';
