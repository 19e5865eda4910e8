import type { Locale } from 'antd/es/locale';
import i18next, { type PostProcessorModule, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../contract/auth';
import { sessionKey } from './session';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  isLanguage,
  personLanguage,
  pickLanguage,
  type Language,
} from '../../domain/languages';
import { START_NAMESPACES, WEB_NAMESPACES, type Namespace } from '../../i18n/namespaces';

/** What the web shows its texts in: a language of the catalogue or the pseudo-locale. */
export type ShownLanguage = Language | typeof PSEUDO_LANGUAGE;

const STORED = 'trellis.language';
const browserLanguages = () => navigator.languages ?? [navigator.language];

/**
 * The language to show (decision 062): the one the person chose in their profile (kept in this browser when they
 * sign in or choose), else the browser's first language Trellis speaks, else English.
 */
export function chosenLanguage(): ShownLanguage {
  const stored = localStorage.getItem(STORED);
  if (stored === PSEUDO_LANGUAGE || isLanguage(stored)) return stored;
  return pickLanguage(browserLanguages()) ?? DEFAULT_LANGUAGE;
}

/** The language a signed-in person sees: the domain's rule (personLanguage) with this browser's languages. */
export const languageOf = (
  session: { Language: Language | null; Tenant: { DefaultLanguage: Language } },
  browser: readonly string[] = browserLanguages(),
): Language => personLanguage(session.Language, browser, session.Tenant.DefaultLanguage);

/**
 * Follows the session in the query cache: once signed in, the screens speak the person's language, which is kept in
 * this browser for the next start; signed out again (sign-out forgets what was kept), they speak the browser's. The
 * pseudo-locale, set by hand in the browser, stays until it is taken away.
 */
export function followSessionLanguage(queryClient: QueryClient): void {
  let signedIn = false;
  const follow = () => {
    if (localStorage.getItem(STORED) === PSEUDO_LANGUAGE) return;
    const session = queryClient.getQueryData<Session>(sessionKey);
    if (!session && !signedIn) return;
    signedIn = session !== undefined;
    const language = session ? languageOf(session) : (pickLanguage(browserLanguages()) ?? DEFAULT_LANGUAGE);
    if (language === i18next.language) return;
    if (session) rememberLanguage(language);
    void i18next.changeLanguage(language);
  };
  follow();
  queryClient.getQueryCache().subscribe(follow);
}

/** Keeps the person's choice in this browser (null forgets it), for the next start. */
export function rememberLanguage(language: ShownLanguage | null): void {
  if (language === null) localStorage.removeItem(STORED);
  else localStorage.setItem(STORED, language);
}

/**
 * A namespace in the language shown, for the rules that word things outside a component (a component takes its `t`
 * from useTranslation); read at call time, so it follows a change of language. Their tests hand in a `t` of their own.
 */
export const shownTexts = <N extends Namespace>(ns: N): TFunction<N> => i18next.getFixedT(null, ns);

/** The pseudo-locale's accents and lengthening, loaded only when it is shown (the first script has a budget). */
const pseudoLocale = async (): Promise<PostProcessorModule> => {
  const { pseudoText } = await import('../../i18n/pseudo');
  return { type: 'postProcessor', name: 'pseudo', process: (value: string) => pseudoText(value) };
};

/**
 * Starts the catalogue in `language` before the first render: only that language's texts are fetched (one chunk per
 * language and namespace), the pseudo-locale shows English through `pseudoText`.
 */
// Resolved once startI18n has started the catalogue: a namespace asked for before that (the router loads the signed-in
// area as the app opens, beside the start) would be lost when init sets the namespaces.
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

export async function startI18n(language: ShownLanguage = chosenLanguage()): Promise<void> {
  const isPseudo = language === PSEUDO_LANGUAGE;
  const lng: Language = isPseudo ? DEFAULT_LANGUAGE : language;
  // Dates and antd's texts load beside the words, not after them: each is a chunk of its own.
  const formats = applyFormats(lng);
  if (isPseudo) i18next.use(await pseudoLocale());
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((l: string, ns: string) => import(`../../i18n/${l}/${ns}.ts`)))
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // The sign-in screens' words only: the signed-in area loads the rest before it shows (loadScreenTexts).
      ns: [...START_NAMESPACES],
      defaultNS: 'common',
      // React escapes what it renders; the catalogue's texts are plain text.
      interpolation: { escapeValue: false },
      postProcess: isPseudo ? ['pseudo'] : false,
      returnNull: false,
      react: { useSuspense: false },
      // A key the catalogue lacks, in the language shown and in English, is a bug: it is reported as an error (every
      // component and browser test fails on one) rather than shown as the key.
      saveMissing: true,
      missingKeyHandler: (_languages, ns, key) => console.error(`The catalogue has no text ${ns}:${key}`),
    });
  markStarted();
  await formats;
  document.documentElement.lang = isPseudo ? PSEUDO_LANGUAGE : lng;
  // Screen readers and the browser's own words (spelling, hyphenation) follow the language shown; so do dates and
  // antd's own texts.
  i18next.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
    if (isLanguage(changed)) void applyFormats(changed);
  });
}

// antd's texts (pagination, pickers, empty states) for the language shown; undefined is antd's own English.
let antdLocale: Locale | undefined;
const listeners = new Set<() => void>();

// The language the formats should be in: the last one asked for. A load that ends after a later one's sets nothing.
let formatsLanguage: Language = DEFAULT_LANGUAGE;

/** Sets dayjs (dates) to the language and loads antd's locale pack, each a chunk of its own. */
async function applyFormats(language: Language): Promise<void> {
  formatsLanguage = language;
  const [antd, dayjs] = await Promise.all([language === 'de' ? import('antd/locale/de_DE') : undefined, datesIn(language)]);
  if (language !== formatsLanguage) return;
  antdLocale = antd?.default;
  dayjs?.locale(language);
  for (const listener of listeners) listener();
}

// Whether dayjs has been told any language but its own English.
let datesChanged = false;

/**
 * dayjs with the language's locale loaded, or nothing where it needs no telling: it speaks English until told otherwise,
 * and the sign-in screens show no date (issue 30: the login route's script has a budget).
 */
async function datesIn(language: Language) {
  if (language === DEFAULT_LANGUAGE && !datesChanged) return undefined;
  datesChanged = true;
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), language === 'de' ? import('dayjs/locale/de') : undefined]);
  return dayjs;
}

/** antd's locale pack for the language shown, for the app's ConfigProvider. */
export function useAntdLocale(): Locale | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => antdLocale,
  );
}

/**
 * Loads the words of every signed-in screen in the language shown (a chunk per namespace, fetched side by side): the
 * router waits for them with the signed-in area's code, so no screen shows before its words. A later change of language
 * loads the same namespaces in the new language.
 */
export const loadScreenTexts = (): Promise<void> => started.then(() => i18next.loadNamespaces([...WEB_NAMESPACES]));
