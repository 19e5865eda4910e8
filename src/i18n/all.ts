import deAuth from './de/auth';
import deCommon from './de/common';
import enAuth from './en/auth';
import enCommon from './en/common';
import type { Language } from './languages';
import type { Namespace } from './namespaces';

/**
 * Every language's whole catalogue, for the server (mails, files, error texts) and the catalogue's tests. The web
 * never imports this: it loads only the language it shows (src/web/shared/i18n.ts).
 */
export const CATALOGUES: Record<Language, Record<Namespace, object>> = {
  en: { common: enCommon, auth: enAuth },
  de: { common: deCommon, auth: deAuth },
};
