import type { Texts } from '../catalogue';
import type en from '../en/notes';

const notes = {
  tab: {
    privacy: 'Nur Sie können Ihre Notizen über {{name}} lesen: weder {{name}} noch sonst jemand.',
    add: 'Notiz hinzufügen',
    onlyAboutReports:
      'Sie können Notizen nur über Personen anlegen, die direkt oder indirekt an Sie berichten. Ihre früheren Notizen bleiben hier für Sie erhalten.',
    sortBy: 'Sortieren nach',
    sort: {
      Created: 'Erstellt (neueste zuerst)',
      Updated: 'Geändert (neueste zuerst)',
    },
    search: 'Notizen durchsuchen',
    empty: 'Noch keine Notizen.',
    noMatch: 'Keine Notiz passt zu dieser Suche.',
    listLabel: 'Notizen über {{name}}',
    loadMore: 'Mehr laden',
  },
  card: {
    created: 'Erstellt am {{date}}',
    updated: 'Geändert am {{date}}',
    createItem: 'Aufgabe erstellen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    deleteQuestion: 'Möchten Sie das wirklich löschen?',
    deleted: 'Die Notiz wurde gelöscht.',
  },
  drawer: {
    add: 'Notiz hinzufügen',
    edit: 'Notiz bearbeiten',
    added: 'Die Notiz wurde hinzugefügt.',
    saved: 'Die Notiz wurde gespeichert.',
    notSaved: 'Die Notiz wurde nicht gespeichert',
    save: 'Speichern',
    title: 'Titel',
    body: 'Inhalt',
    bodyPlaceholder: 'Was ist passiert, was wurde vereinbart, was ist nachzuhalten?',
    required: 'Bitte ausfüllen.',
  },
} satisfies Texts<typeof en>;
export default notes;
