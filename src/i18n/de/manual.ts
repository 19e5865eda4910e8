import type { Texts } from '../catalogue';
import type en from '../en/manual';
import questionnaire from './manual/questionnaire';
import types from './manual/types';

const manual = {
  tab: {
    noManual: 'Noch keine Bedienungsanleitung',
    noManualHelp: '{{name}} hat noch keine Bedienungsanleitung fertiggestellt. Sobald das geschehen ist, erscheint sie hier.',
    editManually: 'Von Hand bearbeiten',
    opening: 'Wird geöffnet…',
    take: 'Selbsteinschätzung starten',
    complete: 'Selbsteinschätzung abschließen',
    downloadAttached: 'Angehängtes PDF herunterladen',
    attachedFileName: 'Bedienungsanleitung {{name}}',
    openAsPage: 'Als eigene Seite öffnen',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    enteredByHand:
      'Sie haben diese Bedienungsanleitung selbst eingegeben. Wenn Sie die Selbsteinschätzung machen, ersetzt deren Ergebnis sie, sobald Sie fertig sind.',
    fromAssessment:
      'Das ist das Ergebnis Ihrer Selbsteinschätzung. Machen Sie sie erneut, um es zu aktualisieren, oder bearbeiten Sie es von Hand, um Ihren Typ zu wählen und sich in eigenen Worten zu beschreiben (das ersetzt das Ergebnis).',
  },
  intro: {
    finish: 'Bedienungsanleitung fertigstellen',
    write: 'Bedienungsanleitung schreiben',
    about:
      'Ihre Bedienungsanleitung ist ein kurzes Selbstporträt im DISC-Stil: wie Sie am liebsten arbeiten, kommunizieren und Feedback bekommen. Kolleginnen und Kollegen können sie in Ihrem Profil lesen – so fällt die Zusammenarbeit mit Ihnen vom ersten Tag an leichter.',
    statements: '36 kurze Aussagen darüber, wie Sie arbeiten; Sie geben an, wie sehr jede auf Sie zutrifft.',
    duration: 'Etwa 8 Minuten. Es gibt keine richtigen oder falschen Antworten.',
    saved: 'Jede Antwort wird sofort gespeichert: Hören Sie auf, wann Sie möchten, und machen Sie später weiter.',
    enterManually: 'Meinen Typ von Hand eingeben',
  },
  assessment: {
    title: 'Selbsteinschätzung im DISC-Stil',
    notFound: 'Dieser Fragebogen wurde nicht gefunden',
    notFoundHelp: 'Er gehört jemand anderem, oder der Link ist unvollständig. Starten Sie Ihren eigenen in Ihrem Profil.',
    goToManual: 'Zu meiner Bedienungsanleitung',
    howTo:
      'Es gibt keine richtigen oder falschen Antworten: Antworten Sie so, wie Sie bei der Arbeit meistens sind, nicht so, wie Sie gern wären. Ihre Antworten werden laufend gespeichert; Sie können also jederzeit aufhören und später weitermachen.',
    retake:
      'Ihre früheren Antworten sind eingetragen: Ändern Sie die, die nicht mehr passen, und sehen Sie sich dann Ihre Bedienungsanleitung erneut an.',
    counter: 'Frage {{number}} von {{total}}',
    progress: '{{answered}} von {{total}} beantwortet',
    saving: 'Wird gespeichert…',
    back: 'Zurück',
    next: 'Weiter',
    continueLater: 'Später weitermachen',
    keptSoFar: '— Ihre bisherigen Antworten bleiben erhalten.',
    finished: 'Fertig',
    allAnswered: 'Alle {{total}} Aussagen beantwortet.',
    canGoBack:
      'Sie können immer noch zurückgehen und eine Antwort ändern. Wenn Sie so weit sind, sehen Sie sich die Bedienungsanleitung an, die sich aus Ihren Antworten ergibt.',
    seeManual: 'Meine Bedienungsanleitung ansehen',
  },
  drawer: {
    title: 'DISC-Typ von Hand hinzufügen oder bearbeiten',
    intro:
      'Wählen Sie den Typ, der zu Ihnen passt, und beschreiben Sie in eigenen Worten, wie Sie am liebsten arbeiten. Kolleginnen und Kollegen lesen das in Ihrem Profil.',
    replacesAssessment: 'Beim Speichern wird das Ergebnis Ihrer Selbsteinschätzung ersetzt.',
    discType: 'DISC-Typ',
    selectType: 'Typ auswählen',
    pleaseSelect: 'Bitte auswählen.',
    write: 'Beschreibung für diesen Typ schreiben',
    writeHint: 'Ein Anfang, den Sie sich zu eigen machen können.',
    selectFirst: 'Wählen Sie zuerst einen Typ.',
    writtenWithoutModel: 'Ohne KI-Modell geschrieben',
    writtenByModel: 'Vom KI-Modell {{model}} geschrieben: Machen Sie den Text zu Ihrem eigenen, bevor Sie speichern.',
    replaceTitle: 'Ihre Beschreibung ersetzen?',
    replaceText: 'Ihr Text wird durch eine Beschreibung dieses Typs ersetzt.',
    replace: 'Ersetzen',
    keepMine: 'Meinen behalten',
    description: 'Beschreibung',
    descriptionPlaceholder:
      'Wie Sie am liebsten arbeiten, kommunizieren und Feedback bekommen; was Ihnen hilft und was Ihnen Energie raubt.',
    pleaseEnter: 'Bitte ausfüllen.',
    attachment: 'Anhang (PDF)',
    attachmentHelp: 'Ein PDF Ihrer Bedienungsanleitung, das Kolleginnen und Kollegen herunterladen können.',
    save: 'Speichern',
    saved: 'Ihre Bedienungsanleitung wurde gespeichert.',
    saveFailed: 'Etwas ist schiefgelaufen.',
  },
  pdf: {
    attached: 'Ein PDF ist angehängt',
    remove: 'Entfernen',
    attach: 'PDF anhängen',
    onlyPdf: 'Es können nur PDF-Dateien hochgeladen werden.',
  },
  report: {
    organization: 'Organisation',
    userManual: 'Bedienungsanleitung',
    titleOf: 'Bedienungsanleitung von {{name}}',
    fileName: 'Bedienungsanleitung.pdf',
    notFound: 'Diese Bedienungsanleitung wurde nicht gefunden',
    notFoundHelp: 'Vielleicht ist sie noch nicht fertig, oder der Link ist unvollständig.',
    print: 'Drucken',
    downloadPdf: 'PDF herunterladen',
    type: 'Typ',
    mix: 'So mischen sich die vier Stile',
    typicalMix:
      'Die übliche Mischung des gewählten Typs: Diese Bedienungsanleitung wurde von Hand eingegeben, nicht mit der Selbsteinschätzung gemessen.',
    shares: 'DISC-Anteile',
    scales: 'Einordnung auf zwei Skalen',
    scalePosition: '{{at}} auf einer Skala von {{left}} (0) bis {{right}} (100)',
    ownWordsOf: '{{name}} in eigenen Worten',
    workingTogether: 'Zusammenarbeit',
    forManagers: 'Für Führungskräfte',
    managersOnlyOf: 'Nur die Personen, denen {{name}} direkt oder indirekt unterstellt ist, sehen diesen Teil.',
    managersOnly: 'Nur die Personen, denen diese Person direkt oder indirekt unterstellt ist, sehen diesen Teil.',
    answers: 'Die {{total}} Aussagen und die gegebenen Antworten',
    answersPrivate: 'Nur die Person selbst und ihre direkte Führungskraft sehen diese Antworten.',
  },
  letters: {
    D: 'Dominanz',
    I: 'Initiative',
    S: 'Stetigkeit',
    C: 'Gewissenhaftigkeit',
  },
  typeLabel: {
    single: '{{type}} — {{name}}',
    blend: '{{type}} — {{first}} mit {{second}}',
  },
  disc: { ...questionnaire, types },
} satisfies Texts<typeof en>;
export default manual;
