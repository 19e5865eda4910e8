import type { Texts } from '../../catalogue';
import type en from '../../en/goalDetail/ai';

const ai = {
  panelTitle: 'Mit KI formulieren',
  intro: {
    okr: 'Beschreiben Sie, worum es bei dem Ziel geht; ein gewählter Vorschlag füllt unten Zielsetzung, Schlüsselergebnisse und Initiativen aus. Sie können sie danach noch ändern.',
    smart:
      'Beschreiben Sie, worum es bei dem Ziel geht; ein gewählter Vorschlag füllt unten Titel, Messgröße und Beschreibung aus. Sie können sie danach noch ändern.',
  },
  area: 'Fachbereich',
  areaPlaceholder: 'Fachbereich wählen',
  areas: {
    legal: 'Recht',
    product: 'Produkt',
    marketing: 'Marketing',
    sales: 'Vertrieb',
    humanResources: 'Personal',
    accountingFinance: 'Buchhaltung/Finanzen',
    informationTechnology: 'IT',
    executive: 'Geschäftsführung',
  },
  context: 'Kontext',
  contextHelp: 'Optional: was Sie erreichen möchten, für wen, und welche Zahlen Sie im Blick haben.',
  suggestGoals: 'Ziele vorschlagen',
  chooseArea: 'Wählen Sie zuerst einen Fachbereich.',
  chooseQuarter: 'Wählen Sie zuerst ein Quartal.',
  goalSuggestions: 'Zielvorschläge',
  suggestedGoals: 'Vorgeschlagene Ziele',
  suggestion: 'Vorschlag {{number}}',
  useThis: 'Übernehmen',
  useThisGoal: 'Übernehmen: {{title}}',
  suggestMeasurements: { okr: 'Schlüsselergebnisse vorschlagen', smart: 'Messgröße vorschlagen' },
  titleFirst: { okr: 'Geben Sie zuerst die Zielsetzung ein.', smart: 'Geben Sie zuerst den Titel ein.' },
  suggestedMeasurements: { okr: 'Vorgeschlagene Schlüsselergebnisse', smart: 'Vorgeschlagene Messgrößen' },
  pickMeasurements: {
    okr: 'Vorgeschlagene Schlüsselergebnisse: Wählen Sie einen Satz; er ersetzt den Inhalt des Felds.',
    smart: 'Vorgeschlagene Messgrößen: Wählen Sie einen Satz; er ersetzt den Inhalt des Felds.',
  },
  set: 'Satz {{number}}',
  useThese: 'Diese übernehmen',
  useTheseSet: 'Diese übernehmen, Satz {{number}}',
  suggestedDescriptions: { okr: 'Vorgeschlagene Initiativen', smart: 'Vorgeschlagene Beschreibungen' },
  pickDescription: {
    okr: 'Vorgeschlagene Initiativen (zum Übernehmen anklicken):',
    smart: 'Vorgeschlagene Beschreibungen (zum Übernehmen anklicken):',
  },
  builtInNotice: 'Geschrieben vom eingebauten Textgenerator von Trellis aus Vorlagen und Ihren eigenen Worten, nicht von einem KI-Modell',
  builtInAdvice: 'Prüfen Sie jeden Vorschlag und passen Sie ihn an, bevor Sie speichern: Zielwerte und Termine sind nur ein Ausgangspunkt.',
  modelWrote: 'Geschrieben vom KI-Modell {{model}}: Prüfen Sie den Text, bevor Sie ihn verwenden.',
  loading: 'Wird geladen …',
  nothingSent: 'An kein Modell wurde etwas gesendet.',
} satisfies Texts<typeof en>;
export default ai;
