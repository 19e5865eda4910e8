import type { Texts } from '../catalogue';
import type en from '../en/common';

const common = {
  genericError: 'Etwas ist schiefgegangen!',
  serverUnreachable: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
  loading: 'Wird geladen',
  loadingPage: 'Seite wird geladen',
  iconNames: {
    left: 'Vorherige Seite',
    right: 'Nächste Seite',
    'double-left': 'Vorherige Seiten',
    'double-right': 'Nächste Seiten',
    filter: 'Filtern',
  },
  iconControls: {
    search: 'Suchen',
    moreTabs: 'Weitere Registerkarten',
    clear: 'Leeren',
  },
  drawerFooter: {
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
  unsavedChanges: {
    title: 'Sie haben ungespeicherte Änderungen.',
    text: 'Möchten Sie die Änderungen verwerfen und schließen oder weiter bearbeiten?',
    discard: 'Verwerfen',
    continue: 'Weiter bearbeiten',
  },
  loadMore: {
    shownOf: '{{shown}} von {{total}}',
    shownOfNoun_one: '{{shown}} von {{total}} {{singular}}',
    shownOfNoun_other: '{{shown}} von {{total}} {{plural}}',
    more: 'Mehr laden',
  },
  peopleSelect: {
    placeholder: 'Personen suchen',
    loading: 'Wird geladen …',
    nobody: 'Niemand gefunden.',
  },
  aiSent: {
    title: 'Was wir an die KI gesendet haben',
    instructions: 'Anweisungen',
    request: 'Anfrage',
  },
  progressBar: {
    label: 'Fortschritt {{progress}}',
    labelExpected: 'Fortschritt {{progress}}, bis jetzt erwartet {{expected}}',
    expected: 'Bis jetzt erwartet: {{expected}}',
  },
  viewMore: {
    more: 'Mehr anzeigen',
    less: 'Weniger anzeigen',
  },
  discLetters: {
    label: 'DISC',
  },
  richText: {
    toolbar: 'Formatierung: {{label}}',
    bold: 'Fett',
    italic: 'Kursiv',
    underline: 'Unterstrichen',
    strikethrough: 'Durchgestrichen',
    bulletedList: 'Aufzählung',
    numberedList: 'Nummerierte Liste',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    link: 'Link',
    linkAddress: 'Linkadresse',
    linkPlaceholder: 'https://example.com',
    linkInvalid: 'Geben Sie eine Webadresse (https://…) oder eine E-Mail-Adresse ein.',
    removeLink: 'Link entfernen',
    apply: 'Übernehmen',
  },
} satisfies Texts<typeof en>;
export default common;
