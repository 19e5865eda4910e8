// Words of a German text for matching it to the writer's templates. German joins words into compounds
// ('Vertragsprüfung', 'Lieferantenverträge') and changes vowels in plurals ('Vertrag', 'Verträge'): umlauts are
// folded, and a keyword matches the start of a word or, when it is long enough to mean something alone, any part.

const FOLD: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };
const STOP_WORDS = new Set(
  'und oder der die das den dem des ein eine einen einem einer für mit von bei aus auf zum zur vom beim als wie ist sind wird werden hat haben unser unsere unseren unserem wir ihr sie nicht auch noch mehr weniger sehr bis'.split(
    ' ',
  ),
);

/** The distinct words of a German text worth matching: lower case, umlauts folded, three letters or more. */
export function germanWordsOf(text: string): string[] {
  const words = (text.toLowerCase().match(/[\p{L}0-9]+/gu) ?? []).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words.map((w) => w.replace(/[äöüß]/g, (c) => FOLD[c]!)))];
}

/** Whether a word of the text matches a keyword: the same, one starting the other, or a long keyword inside a compound. */
export const germanSameWord = (word: string, keyword: string) =>
  word === keyword ||
  (Math.min(word.length, keyword.length) >= 4 && (word.startsWith(keyword) || keyword.startsWith(word))) ||
  (keyword.length >= 5 && word.includes(keyword));
