import type { Texts } from '../../catalogue';
import type en from '../../en/talent/calibration';

// talent: calibration (issue 34, decision 077)
const calibration = {
  list: {
    title: 'Kalibrierungen',
    open: 'Kalibrierung eröffnen',
    empty: 'Noch keine Kalibrierungen.',
    emptyManager:
      'Sie nehmen noch an keiner Kalibrierung teil: Ihre HR-Administration eröffnet eine und lädt die Führungskräfte ihres Bereichs ein.',
    wholeCompany: 'Ganzes Unternehmen',
    below: '{{name}} und alle darunter',
    loadMore: 'Mehr laden',
  },
  state: { open: 'Offen', closed: 'Abgeschlossen' },
  openForm: {
    title: 'Kalibrierung eröffnen',
    quarter: 'Quartal',
    part: 'Bereich der Organisation',
    wholeCompany: 'Das ganze Unternehmen',
    someone: 'Eine Person und alle darunter',
    person: 'Person',
    name: 'Name',
    namePlaceholder: 'Kalibrierung Entwicklung Q1 2026',
    deadline: 'Frist',
    deadlineHelp:
      'Der letzte Tag, an dem Führungskräfte Karten verschieben können. HR-Admins können verschieben, bis sie die Kalibrierung abschließen.',
    submit: 'Kalibrierung eröffnen',
    cancel: 'Abbrechen',
    opened: 'Die Kalibrierung ist eröffnet; ihre Führungskräfte wurden benachrichtigt.',
  },
  board: {
    back: 'Alle Kalibrierungen',
    openedBy: 'Eröffnet von {{name}}',
    counts_one: '{{count}} Karte · {{moved}} verschoben · {{notAppraised}} ohne Beurteilung',
    counts_other: '{{count}} Karten · {{moved}} verschoben · {{notAppraised}} ohne Beurteilung',
    deadline: 'Frist {{date}}',
    pastDeadline: 'Die Frist ist abgelaufen',
    closedOn: 'Abgeschlossen am {{date}}',
    history: 'Verlauf',
    close: 'Kalibrierung abschließen',
    grid: '{{secondary}} gegen {{primary}}',
    cell_one: '{{primary}}, {{secondary}}: {{count}} Karte',
    cell_other: '{{primary}}, {{secondary}}: {{count}} Karten',
    more: '{{shown}} von {{count}} Karten angezeigt.',
    loadMore: 'Weitere Karten laden',
    noCards: 'In diesem Bereich hat niemand eine Beurteilung dieses Quartals.',
  },
  card: {
    manager: 'Führungskraft: {{name}}',
    movedFrom: 'Verschoben von {{cell}}',
    move: 'Verschieben',
    moveOf: '{{name}} verschieben',
    appraisal: 'Beurteilung',
    appraisalOf: 'Beurteilung von {{name}}',
  },
  move: {
    title: '{{name}} verschieben',
    now: 'Jetzt: {{cell}}',
    reason: 'Begründung',
    reasonHelp: 'Sagen Sie, warum – für den Verlauf: Führungskräfte und HR lesen ihn.',
    submit: 'Karte verschieben',
    cancel: 'Abbrechen',
    moved: '{{name}} wurde nach {{cell}} verschoben.',
  },
  historyDrawer: {
    title: 'Verlauf von {{name}}',
    empty: 'Noch wurde keine Karte verschoben.',
    line: '{{who}}: {{from}} → {{to}}',
    by: '{{name}}, {{at}}',
    loadMore: 'Mehr laden',
  },
  closeConfirm: {
    title: 'Diese Kalibrierung abschließen?',
    body_one:
      'Die {{count}} verschobene Karte wird zu den Bewertungen ihrer Beurteilung ({{primary}} und {{secondary}}), und danach kann nichts mehr verschoben werden. Die Führungskräfte werden benachrichtigt.',
    body_other:
      'Jede der {{count}} verschobenen Karten wird zu den Bewertungen ihrer Beurteilung ({{primary}} und {{secondary}}), und danach kann nichts mehr verschoben werden. Die Führungskräfte werden benachrichtigt.',
    none: 'Keine Karte wurde verschoben: Die Beurteilungen bleiben, wie sie sind, und danach kann nichts mehr verschoben werden.',
    ok: 'Kalibrierung abschließen',
    cancel: 'Abbrechen',
    closed: 'Die Kalibrierung ist abgeschlossen; ihre Bewertungen stehen in den Beurteilungen.',
  },
} satisfies Texts<typeof en>;
export default calibration;
