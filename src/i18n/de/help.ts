import type { Texts } from '../catalogue';
import type en from '../en/help';

const help = {
  title: 'Hilfe',
  needAHand: 'Brauchen Sie Hilfe?',
  lead: 'Fragen zu Ihren Zielen, Ihrem Team oder Ihrem Konto beantworten Ihnen am besten die unten genannten Personen. Jede von ihnen hat eine Berechtigung, mit der sie bei der beschriebenen Aufgabe helfen kann.',
  helpDesk: 'Helpdesk öffnen',
  contacts: 'Ansprechpersonen',
  nobody: 'Noch niemand hat diese Berechtigung.',
  groupTitle: {
    OrgAdmins: 'Organisations-Admins',
    GoalAdmins: 'Ziel-Admins',
    HrAdmins: 'HR-Admins',
    GoalManagers: 'Zielverantwortliche',
  },
  groupDescription: {
    OrgAdmins: 'Fügen Mitarbeitende hinzu, ordnen sie neu zu und verwalten besondere Berechtigungen.',
    GoalAdmins:
      'Legen Ziele für andere an und bearbeiten sie, geben anstelle von Führungskräften frei, weisen neu zu, richten neu aus und stellen Ziele zurück.',
    HrAdmins: 'Sehen die Beurteilungsberichte aller und erstellen sie.',
    GoalManagers: 'Legen für andere Ziele an, die aus den eigenen abgeleitet sind, und bearbeiten sie.',
  },
} satisfies Texts<typeof en>;
export default help;
