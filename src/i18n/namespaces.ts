import type actionItems from './en/actionItems';
import type ai from './en/ai';
import type app from './en/app';
import type audit from './en/audit';
import type auth from './en/auth';
import type common from './en/common';
import type company from './en/company';
import type dashboard from './en/dashboard';
import type goalDetail from './en/goalDetail';
import type goals from './en/goals';
import type help from './en/help';
import type messages from './en/messages';
import type files from './en/files';
import type mail from './en/mail';
import type manual from './en/manual';
import type notices from './en/notices';
import type notes from './en/notes';
import type notifications from './en/notifications';
import type organization from './en/organization';
import type predictions from './en/predictions';
import type profile from './en/profile';
import type reports from './en/reports';
import type strategy from './en/strategy';
import type talent from './en/talent';
import type writer from './en/writer';

/** The catalogue's namespaces: one per area of screens, loaded with the screens that use it. */
export const NAMESPACES = [
  'common',
  'auth',
  'profile',
  'app',
  'goals',
  'goalDetail',
  'dashboard',
  'predictions',
  'notifications',
  'notes',
  'actionItems',
  'organization',
  'strategy',
  'manual',
  'talent',
  'reports',
  'ai',
  'company',
  'audit',
  'help',
  'mail',
  'notices',
  'messages',
  'files',
  'writer',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What only the server writes (mails, notifications as they are stored): the web never loads these. */
export const SERVER_NAMESPACES: readonly Namespace[] = ['mail', 'notices', 'messages', 'files', 'writer'];
/**
 * What the web loads before its first render: the sign-in screens' words and those every screen shares. The signed-in
 * frame's ('app') come with the rest of the signed-in screens' (loadScreenTexts).
 */
export const START_NAMESPACES: readonly Namespace[] = ['common', 'auth'];
/** The namespaces the web loads: every one the screens read (the signed-in area's before it shows). */
export const WEB_NAMESPACES: readonly Namespace[] = NAMESPACES.filter((ns) => !SERVER_NAMESPACES.includes(ns));

/** The English catalogue's shape: the keys every language has. */
export type Resources = {
  common: typeof common;
  auth: typeof auth;
  profile: typeof profile;
  app: typeof app;
  goals: typeof goals;
  goalDetail: typeof goalDetail;
  dashboard: typeof dashboard;
  predictions: typeof predictions;
  notifications: typeof notifications;
  notes: typeof notes;
  actionItems: typeof actionItems;
  organization: typeof organization;
  strategy: typeof strategy;
  manual: typeof manual;
  talent: typeof talent;
  reports: typeof reports;
  ai: typeof ai;
  company: typeof company;
  audit: typeof audit;
  help: typeof help;
  mail: typeof mail;
  notices: typeof notices;
  messages: typeof messages;
  files: typeof files;
  writer: typeof writer;
};
