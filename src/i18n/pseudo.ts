const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Where a pseudo-localised text starts and ends: text on screen outside these did not come from the catalogue. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

// What must stay as it is: interpolations ({{name}}), nesting ($t(key)) and markup (<1>…</1>, <strong>).
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/**
 * A text of the pseudo-locale: its letters accented and the whole about a third longer (German runs about that much
 * longer than English), between ⟦ and ⟧, with interpolations and markup untouched.
 */
export function pseudoText(text: string): string {
  if (text === '') return text;
  const parts = text.split(KEEP).map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')));
  const letters = text.replace(new RegExp(KEEP.source, 'g'), '').length;
  const padding = '~'.repeat(Math.ceil(letters / 3));
  return `${PSEUDO_OPEN}${parts.join('')}${padding}${PSEUDO_CLOSE}`;
}
