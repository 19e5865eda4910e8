/** The languages Trellis speaks (the catalogue, src/i18n, has a module of each), English first (the fallback and the spec's language). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The pseudo-locale: English accented and lengthened, for finding text that did not come from the catalogue. */
export const PSEUDO_LANGUAGE = 'en-XA';

/** Each language's own name, for the choice in the profile. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The first of `preferred` (a browser's languages, or an Accept-Language header's tags, best first) that Trellis
 * speaks, by its primary subtag ('de-AT' is German); null when none is.
 */
export function pickLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]!.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The tags of an Accept-Language header, best first ('de-AT,de;q=0.9,en;q=0.5'); q=0 tags left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => x.tag && x.tag !== '*' && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.tag);
}

/**
 * The language a person gets (decision 062): their own choice, else their browser's first language Trellis speaks,
 * else their company's default. The screens pass the browser's languages; a mail or a file made for someone who is not
 * at a browser passes none, and a signed-out request (a reset link) its Accept-Language tags.
 */
export function personLanguage(chosen: string | null, browser: readonly string[], companyDefault: string): Language {
  if (isLanguage(chosen)) return chosen;
  return pickLanguage(browser) ?? (isLanguage(companyDefault) ? companyDefault : DEFAULT_LANGUAGE);
}
