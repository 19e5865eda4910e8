import type { Texts } from '../catalogue';
import type en from '../en/app';

const app = {
  menu: {
    home: 'Startseite',
    goals: 'Ziele',
    predictions: 'Prognosen',
    organization: 'Organisation',
    strategy: 'Strategie',
    talent: 'Talente',
    actionitems: 'Aufgaben',
    reports: 'Berichte',
    help: 'Hilfe',
  },
  shell: {
    navigation: 'Hauptmenü',
    openMenu: 'Menü öffnen',
  },
  userMenu: {
    label: 'Benutzermenü von {{name}}',
    viewProfile: 'Profil anzeigen',
    signOut: 'Abmelden',
  },
  notifications: {
    title: 'Benachrichtigungen',
    unread: 'Benachrichtigungen, {{unread}} ungelesen',
    viewAll: 'Alle anzeigen',
  },
  session: {
    loadFailed: 'Trellis konnte Ihre Sitzung nicht laden.',
    tryAgain: 'Erneut versuchen',
  },
} satisfies Texts<typeof en>;
export default app;
