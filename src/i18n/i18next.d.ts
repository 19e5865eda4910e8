import 'i18next';
import type { Resources } from './namespaces';

// Typed keys: t('auth:login.title') is checked against the English catalogue at compile time.
declare module 'i18next' {
  // Declaration merging, which only an interface does.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
