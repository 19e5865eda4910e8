/** The twelve DISC-style types in the order of spec 001 (the manual-entry picker lists them so). */
export const DISC_TYPES = ['D', 'D+I', 'D+C', 'I', 'I+D', 'I+S', 'S', 'S+I', 'S+C', 'C', 'C+D', 'C+S'] as const;
export type DiscType = (typeof DISC_TYPES)[number];

/** Letters in the order of Per1..Per4. */
export const DISC_LETTERS = ['D', 'I', 'S', 'C'] as const;
export type DiscLetter = (typeof DISC_LETTERS)[number];

export const LETTER_NAMES: Record<DiscLetter, string> = {
  D: 'Dominance',
  I: 'Influence',
  S: 'Steadiness',
  C: 'Conscientiousness',
};

export const isDiscType = (value: unknown): value is DiscType =>
  typeof value === 'string' && (DISC_TYPES as readonly string[]).includes(value);

/** The leading letter and, for a blend, the second one ('D+I' → ['D', 'I']). */
export const lettersOf = (type: DiscType) => type.split('+') as [DiscLetter] | [DiscLetter, DiscLetter];

/** The spelled-out choice for a picker: 'D — Dominance', 'D+I — Dominance with Influence'. */
export function discTypeLabel(type: DiscType): string {
  const [first, second] = lettersOf(type);
  const names = second ? `${LETTER_NAMES[first]} with ${LETTER_NAMES[second]}` : LETTER_NAMES[first];
  return `${type} — ${names}`;
}
