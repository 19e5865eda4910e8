import i18next, { type TFunction } from 'i18next';
import type { Language } from '../../domain/languages';
import { CATALOGUES } from '../../i18n/all';
import { NAMESPACES, type Namespace } from '../../i18n/namespaces';

// The rules' tests run in node, without the web's i18next (no src/web/testing/setup.ts there): one instance of their
// own over the whole catalogue, for any language.
const texts = i18next.createInstance();
void texts.init({
  resources: CATALOGUES,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * A namespace (or several, the first one unprefixed) in a language, for the `t` a rule takes: `testTexts('goals')`
 * English, `testTexts('goals', 'de')` German.
 */
export const testTexts = <const N extends Namespace | readonly Namespace[]>(ns: N, language: Language = 'en'): TFunction<N> =>
  texts.getFixedT(language, ns);

/**
 * For the rules that read the global i18next at run time (`i18next.t`): starts it with the catalogue in English, as
 * the screens read it, so the rules answer in the words the screens show. Every namespace from its module at once.
 */
export async function inEnglish(): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: CATALOGUES,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await i18next.changeLanguage('en');
}
