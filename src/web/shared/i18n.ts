import i18next, { type PostProcessorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGE, isLanguage, pickLanguage, type Language } from '../../i18n/languages';
import { NAMESPACES } from '../../i18n/namespaces';
import { pseudoText } from '../../i18n/pseudo';

/** What the web shows its texts in: a language of the catalogue or the pseudo-locale. */
export type ShownLanguage = Language | typeof PSEUDO_LANGUAGE;

const STORED = 'trellis.language';

/**
 * The language to show (decision 062): the one the person chose in their profile (kept in this browser when they
 * sign in or choose), else the browser's first language Trellis speaks, else English.
 */
export function chosenLanguage(): ShownLanguage {
  const stored = localStorage.getItem(STORED);
  if (stored === PSEUDO_LANGUAGE || isLanguage(stored)) return stored;
  return pickLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

/** Keeps the person's choice in this browser (null forgets it), for the next start. */
export function rememberLanguage(language: ShownLanguage | null): void {
  if (language === null) localStorage.removeItem(STORED);
  else localStorage.setItem(STORED, language);
}

const pseudo: PostProcessorModule = { type: 'postProcessor', name: 'pseudo', process: (value: string) => pseudoText(value) };

/**
 * Starts the catalogue in `language` before the first render: only that language's texts are fetched (one chunk per
 * language and namespace), the pseudo-locale shows English through `pseudoText`.
 */
export async function startI18n(language: ShownLanguage = chosenLanguage()): Promise<void> {
  const isPseudo = language === PSEUDO_LANGUAGE;
  const lng: Language = isPseudo ? DEFAULT_LANGUAGE : language;
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((l: string, ns: string) => import(`../../i18n/${l}/${ns}.ts`)))
    .use(pseudo)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      // React escapes what it renders; the catalogue's texts are plain text.
      interpolation: { escapeValue: false },
      postProcess: isPseudo ? ['pseudo'] : false,
      returnNull: false,
      react: { useSuspense: false },
    });
  document.documentElement.lang = isPseudo ? PSEUDO_LANGUAGE : lng;
  // Screen readers and the browser's own words (spelling, hyphenation) follow the language shown.
  i18next.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
}
