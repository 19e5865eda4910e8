/** Who each person reports to, as far as it is known: id → manager id (null: none). */
export type ParentMap = ReadonlyMap<number, number | null>;

/** The managers above a person, nearest first; stops where the map ends and never loops on a cycle. */
export function chainAbove(id: number, parentOf: ParentMap): number[] {
  const chain: number[] = [];
  const seen = new Set([id]);
  for (let up = parentOf.get(id) ?? null; up !== null && !seen.has(up); up = parentOf.get(up) ?? null) {
    chain.push(up);
    seen.add(up);
  }
  return chain;
}

/**
 * The leg of the chart a person is in: the CEO's direct report at the top of their branch (themself if they report
 * to the CEO); 0 for the CEO and anyone not under the CEO. Decision 028.
 */
export function legIdOf(id: number, parentOf: ParentMap, ceoId: number | null): number {
  if (ceoId === null || id === ceoId) return 0;
  const path = [id, ...chainAbove(id, parentOf)];
  const at = path.indexOf(ceoId);
  return at > 0 ? path[at - 1]! : 0;
}
