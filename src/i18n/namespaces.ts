import type auth from './en/auth';
import type common from './en/common';
import type profile from './en/profile';

/** The catalogue's namespaces: one per area of screens, loaded with the screens that use it. */
export const NAMESPACES = ['common', 'auth', 'profile'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The English catalogue's shape: the keys every language has. */
export type Resources = { common: typeof common; auth: typeof auth; profile: typeof profile };
