import type { Texts } from '../catalogue';
import type en from '../en/strategy';

const strategy = {
  page: {
    title: 'Strategie',
    turnedOff: 'Die Strategieseite ist für Ihr Unternehmen ausgeschaltet.',
    publishedOn: 'Veröffentlicht am {{date}}',
    nothingPublished: 'Ihr Unternehmen hat seine Strategie noch nicht veröffentlicht.',
    published: 'Veröffentlicht. Alle sehen die Strategie jetzt in dieser Fassung.',
  },
  welcome: {
    label: 'Willkommen',
    title: 'Willkommen, {{name}}',
    text: 'Auf dieser Seite veröffentlichen Sie Mission, Vision, Werte und strategische Ziele Ihrer Organisation. Nur die Felder, die Sie ausfüllen, sind für Ihre Organisation sichtbar.',
  },
  draft: {
    warning: 'Das Strategiedokument ist derzeit ein Entwurf',
    description: 'Gespeicherte Änderungen sehen nur CEO und Organisations-Admins, bis Sie sie veröffentlichen.',
    publish: 'Veröffentlichen',
  },
  progress: {
    title: 'Vollständigkeit der Strategie',
    overall: 'Vollständigkeit insgesamt',
    bySection: 'Vollständigkeit nach Abschnitt',
    video: 'CEO-Video',
    sectionCompletion: 'Vollständigkeit: {{section}}',
  },
  video: {
    title: 'CEO-Botschaft',
    update: 'Video ändern',
    add: 'Video hinzufügen',
    addHelp: 'Eine kurze CEO-Botschaft dazu, wohin sich das Unternehmen entwickelt. Fügen Sie einen Link von YouTube oder Vimeo ein.',
    link: 'Link zum Video',
    linkExample: 'https://www.youtube.com/watch?v=…',
    linkHelp:
      'Fügen Sie den Link eines YouTube- oder Vimeo-Videos oder einer Videodatei im Web ein. Lassen Sie das Feld leer, um das Video zu entfernen.',
    invalid: 'Bitte geben Sie eine gültige URL ein.',
    preview: 'Vorschau',
    previewTitle: 'Vorschau des CEO-Videos',
  },
  basics: {
    title: 'Mission, Vision und Werte',
    edit: 'Bearbeiten',
    add: 'Strategie hinzufügen',
    hidden: 'Für Ihre Organisation verborgen, bis etwas darin steht.',
    label: {
      Mission: 'Mission',
      Vision: 'Vision',
      Values: 'Werte, die uns unterscheiden',
    },
    guidance: {
      Mission: 'Warum gibt es Ihre Organisation? Sagen Sie in ein, zwei Sätzen, was Sie tun, für wen und warum es wichtig ist.',
      Vision:
        'Wohin entwickelt sich Ihre Organisation? Beschreiben Sie die Zukunft, auf die Sie in den nächsten fünf bis zehn Jahren hinarbeiten.',
      Values:
        'Was unterscheidet Sie? Nennen Sie die wenigen Werte, die Ihre Entscheidungen leiten und an denen Kundschaft und Mitarbeitende Sie erkennen.',
    },
  },
  objectives: {
    title: 'Strategische Ziele',
    subtitle: 'Wohin sich das Unternehmen in den nächsten 2–3 Jahren entwickelt',
    edit: 'Ziele hinzufügen/bearbeiten',
    drawerIntro:
      'Wo muss das Unternehmen in zwei bis drei Jahren stehen? Füllen Sie die Bereiche aus, die Ihnen wichtig sind; nur ausgefüllte Bereiche sieht Ihre Organisation.',
    fieldLabel: '{{number}}. {{area}}',
    area: {
      Customers: 'Kundschaft',
      Employees: 'Mitarbeitende',
      Shareholders: 'Anteilseignende',
      Sales: 'Vertrieb',
      Marketing: 'Marketing',
      Product: 'Produkt',
    },
    guidance: {
      Customers: 'Wer wird Ihre Kundschaft sein, und wofür wird sie Sie schätzen?',
      Employees: 'Was für ein Team werden Sie aufgebaut haben, und wie wird es arbeiten?',
      Shareholders: 'Was bekommen die Anteilseignenden und Investierenden zurück?',
      Sales: 'Wo und wie werden Sie verkaufen, und wie viel?',
      Marketing: 'Wie wird der Markt Sie kennen und sich für Sie entscheiden?',
      Product: 'Was werden Sie anbieten, und was wird es besonders machen?',
    },
  },
  legacy: {
    title: 'Frühere Strategienotizen',
    edit: 'Bearbeiten',
    note: 'Notiz {{number}}',
    guidance: 'Leeren Sie eine Notiz, um sie von der Seite zu entfernen.',
  },
  edit: {
    saveDraft: 'Entwurf speichern',
    publish: 'Veröffentlichen',
    draftSaved: 'Entwurf gespeichert. Bis Sie veröffentlichen, sehen ihn nur Sie und die anderen Bearbeitenden.',
    notSaved: 'Die Strategie wurde nicht gespeichert',
    tooLong: 'Höchstens {{max}} Zeichen.',
  },
  guide: {
    title: 'Leitfaden für Gründende',
    videoTitle: 'Leitfaden für Gründende: Ihre Strategie schreiben',
    intro: 'So schreiben Sie eine Strategie, die man sich merkt und nach der man handelt. Nur Sie und die anderen Bearbeitenden sehen das.',
    mission: {
      label: 'Mission: warum es das Unternehmen gibt',
      point1:
        'Ein oder zwei Sätze dazu, wem Sie dienen und was Sie für diese Menschen tun – in Worten, die neue Mitarbeitende wiederholen würden.',
      point2: 'Nennen Sie die Kundschaft und den Unterschied, den Sie machen, nicht die Produkte oder den Gewinn.',
      point3: 'Machen Sie die Probe: Würde jemand das Unternehmen vermissen, wenn es morgen damit aufhörte?',
    },
    vision: {
      label: 'Vision: wo es in fünf bis zehn Jahren steht',
      point1: 'Beschreiben Sie eine Zukunft, die man sich vorstellen kann: welche Stellung Sie haben, für wen, und woran man es erkennt.',
      point2: 'Ehrgeizig, aber glaubwürdig; ein Satz, an dem sich der Fortschritt messen lässt.',
      point3: 'Lassen Sie den Weg dorthin weg: Der gehört zu den Zielen.',
    },
    values: {
      label: 'Werte, die Sie unterscheiden: wie hier entschieden wird',
      point1: 'Drei bis fünf Werte, die Sie abheben; Ehrlichkeit und Qualität werden von allen erwartet.',
      point2:
        'Schreiben Sie jeden als Verhalten mit einem kurzen Beispiel: „Wir liefern in kleinen Schritten: Eine Änderung geht binnen einer Woche live.“',
      point3: 'Behalten Sie nur Werte, nach denen Sie einstellen, befördern und sich trennen würden.',
    },
    objectives: {
      label: 'Strategische Ziele: was in zwei bis drei Jahren wahr sein muss',
      point1:
        'Für jeden Bereich (Kundschaft, Mitarbeitende, Anteilseignende, Vertrieb, Marketing, Produkt) ein Ergebnis, das zeigt, dass die Vision nah ist.',
      point2: 'Machen Sie jedes messbar: eine Zahl, ein Datum, ein Marktanteil, eine Bewertung.',
      point3:
        'Lassen Sie einen Bereich lieber leer, als ihn mit einem Wunsch zu füllen; Teams machen aus diesen Zielen ihre Quartalsziele.',
    },
  },
} satisfies Texts<typeof en>;
export default strategy;
