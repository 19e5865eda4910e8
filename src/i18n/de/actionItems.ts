import type { Texts } from '../catalogue';
import type en from '../en/actionItems';

const actionItems = {
  page: {
    title: 'Aufgaben',
    add: 'Neue Aufgabe',
    notFound: 'Diese Aufgabe wurde nicht gefunden: Vielleicht wurde sie gelöscht, oder sie betrifft Sie nicht mehr.',
    tab: {
      inprogress: 'In Bearbeitung',
      completed: 'Erledigt',
    },
    search: 'Nach Titel suchen',
    empty: 'Keine Aufgaben gefunden',
    listLabel: 'Aufgaben',
  },
  column: {
    title: 'Titel',
    deadline: 'Frist',
    assignee: 'Zuständig',
    requester: 'Angefragt von',
    actions: 'Aktionen',
  },
  item: {
    overdue: 'Überfällig',
    dueSoon: 'Bald fällig',
    completed: 'Erledigt am {{date}}',
    you: '(Sie)',
    fromComment: 'Aus einem Kommentar',
    fromNoteAbout: 'Aus einer Notiz über {{name}}',
    fromNote: 'Aus einer Notiz',
    markComplete: 'Als erledigt markieren',
    unmarkComplete: 'Nicht mehr erledigt',
    marked: 'Als erledigt markiert; sie steht jetzt unter „Erledigt“.',
    unmarked: 'Wieder unter „In Bearbeitung“.',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    deleteQuestion: 'Möchten Sie das wirklich löschen?',
    deleted: 'Die Aufgabe wurde gelöscht.',
  },
  link: {
    tip: 'Aufgaben',
    label: 'Aufgaben',
    labelOpen: 'Aufgaben, {{open}} offen',
  },
  drawer: {
    add: 'Aufgabe hinzufügen',
    edit: 'Aufgabe bearbeiten',
    added: 'Die Aufgabe wurde hinzugefügt.',
    saved: 'Die Aufgabe wurde gespeichert.',
    notSaved: 'Die Aufgabe wurde nicht gespeichert',
    save: 'Speichern',
    fromNote:
      'Aus Ihrer privaten Notiz „{{note}}“ erstellt. Geben Sie ihr einen Titel, der sagt, was zu tun ist: Die zuständige Person sieht diese Aufgabe, nie die Notiz; nur Sie sehen den Verweis darauf.',
    fromComment: 'Aus einem Kommentar erstellt; die Aufgabe verweist auf das zugehörige Ziel.',
    title: 'Titel',
    titlePlaceholder: 'Was ist zu tun?',
    deadline: 'Frist',
    deadlinePlaceholder: 'TT.MM.JJJJ',
    assignee: 'Zuständig',
    requester: 'Angefragt von',
    enter: 'Bitte ausfüllen.',
    select: 'Bitte auswählen.',
    requesterIsYou: 'Anfragende Person sind Sie selbst – oder Ihre Führungskraft, wenn die Aufgabe Ihnen zugewiesen ist.',
  },
} satisfies Texts<typeof en>;
export default actionItems;
