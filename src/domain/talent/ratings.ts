/** Ratings are 1-based positions in the company's label lists (3 or 5 primary labels). */
export const PRIMARY_LABEL_COUNTS = [3, 5] as const;

/**
 * Spec 001 §9: the matrix colour's combined index is the rounded average of the two ratings with five labels,
 * otherwise their sum.
 */
export const combinedIndex = (primary: number, secondary: number, labelCount: number) =>
  labelCount === 5 ? Math.round((primary + secondary) / 2) : primary + secondary;

/** Where the combined index lies between its lowest and highest value, 0 to 1. */
export function combinedShare(primary: number, secondary: number, labelCount: number): number {
  const index = combinedIndex(primary, secondary, labelCount);
  return labelCount === 5 ? (index - 1) / 4 : (index - 2) / (2 * labelCount - 2);
}

/** Five tones from low to high, for a cell or a rating tag: 0 needs attention … 4 outstanding. */
export const combinedTone = (primary: number, secondary: number, labelCount: number) =>
  Math.round(combinedShare(primary, secondary, labelCount) * 4);

/**
 * A rating written on a scale of `from` labels read on a scale of `to` (a company may change its label count;
 * appraisals keep the scale they were written on). The ends stay the ends.
 */
export function rescale(rating: number, from: number, to: number): number {
  if (from === to || from < 2) return Math.min(Math.max(rating, 1), to);
  return Math.round(((rating - 1) * (to - 1)) / (from - 1)) + 1;
}
