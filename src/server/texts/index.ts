import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, personLanguage, type Language } from '../../domain/languages';
import { CATALOGUES } from '../../i18n/all';
import { NAMESPACES, type Namespace } from '../../i18n/namespaces';

// The server's words (mails, notifications, files, error texts) from the catalogue the web reads (decision 063): one
// i18next instance of its own over every language, started at once (the texts are modules, nothing to fetch).
const catalogue = i18next.createInstance();
void catalogue.init({
  resources: CATALOGUES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // Mails and files are plain text; what goes into HTML is escaped where it is written.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Whether the catalogue has a text (in English, which has every key) for a key made at run time. */
export const catalogueHas = (ns: Namespace, key: string): boolean => catalogue.exists(key, { ns, lng: DEFAULT_LANGUAGE });

/** The texts of one namespace in one language: `textsIn('de', 'mail')('reset.subject')`. */
export const textsIn = <N extends Namespace>(language: Language, ns: N): TFunction<N> => catalogue.getFixedT(language, ns);

/** The language of a mail or a notice to a person who is not at a browser: their own choice, else their company's. */
export const languageOfUser = (user: { language: string | null }, tenant: { defaultLanguage: string }): Language =>
  personLanguage(user.language, [], tenant.defaultLanguage);

/** Words built for a language the first time it is asked for, then kept: `const words = oncePerLanguage(wordsIn)`. */
export function oncePerLanguage<Words>(build: (language: Language) => Words): (language: Language) => Words {
  const made = new Map<Language, Words>();
  return (language) => {
    let words = made.get(language);
    if (!words) made.set(language, (words = build(language)));
    return words;
  };
}
