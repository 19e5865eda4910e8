import deAuth from './de/auth';
import deCommon from './de/common';
import deProfile from './de/profile';
import enAuth from './en/auth';
import enCommon from './en/common';
import enProfile from './en/profile';
import type { Language } from '../domain/languages';
import type { Namespace } from './namespaces';

/**
 * Every language's whole catalogue, for the server (mails, files, error texts) and the catalogue's tests. The web
 * never imports this: it loads only the language it shows (src/web/shared/i18n.ts).
 */
export const CATALOGUES: Record<Language, Record<Namespace, object>> = {
  en: { common: enCommon, auth: enAuth, profile: enProfile },
  de: { common: deCommon, auth: deAuth, profile: deProfile },
};
