// Spec 000 §5 and §9: long text is cut past 100 characters.
export const TEXT_CUT_LENGTH = 100;

export type CutText = { text: string; isCut: boolean };

/** The first `limit` characters (ending on a word when one ends near the cut), or the whole text if it is short enough. */
export function cutText(full: string, limit = TEXT_CUT_LENGTH): CutText {
  const chars = Array.from(full);
  if (chars.length <= limit) return { text: full, isCut: false };
  const head = chars.slice(0, limit).join('');
  const splitsWord = /\S/.test(chars[limit] ?? '') && /\S$/.test(head);
  const lastSpace = head.search(/\s\S*$/);
  // Prefer a word boundary, but never give up more than a fifth of the allowance for it.
  const cut = splitsWord && lastSpace >= limit * 0.8 ? head.slice(0, lastSpace) : head;
  return { text: `${cut.trimEnd()}…`, isCut: true };
}
