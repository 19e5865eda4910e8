import type { Texts } from '../../catalogue';
import type en from '../../en/files/deck';

const deck = {
  quarterTitle: 'Quartalszusammenfassung · {{period}}',
  annualTitle: 'Jahreszusammenfassung · {{year}}',
  reader: { me: 'Für mich geschrieben', ceo: 'Für den CEO geschrieben' },
  quarterGlance: 'Das Quartal auf einen Blick',
  yearGlance: 'Das Jahr auf einen Blick',
  goals: 'Ziele',
  quarterGoals: '{{quarter}} · Ziele',
  page: '{{heading}} ({{number}} von {{total}})',
  continued: '{{heading}} (Fortsetzung)',
  goesOn: '→ Fortsetzung nach dieser Folie',
  measurements: 'Messgrößen: {{text}}',
  noUpdate: 'Kein wöchentlicher Status',
  level: { likelihood: 'Wahrscheinlichkeit: {{level}}', quality: 'Qualität: {{level}}' },
  progress: 'Fortschritt: {{percent}}',
  chart: {
    series: 'Ziele',
    states: 'Ziele nach Status',
    trend: 'Woche für Woche (1–5)',
    likelihood: 'Wahrscheinlichkeit',
    quality: 'Qualität',
    week: 'W{{week}}',
  },
  notes: {
    state: 'Status: {{state}}',
    keyResults: 'Schlüsselergebnisse: {{list}}',
    trend: {
      none: 'In diesem Quartal gab es keine wöchentlichen Status.',
      one: 'Nur Woche {{week}}: Wahrscheinlichkeit {{likelihood}} und Qualität {{quality}} von 5.',
      range:
        'Von Woche {{first}} bis Woche {{last}} ging die Wahrscheinlichkeit von {{fromLikelihood}} auf {{toLikelihood}} und die Qualität von {{fromQuality}} auf {{toQuality}} (von 5, der Mittelwert der Status jeder Woche).',
    },
  },
  fileName: { quarter: 'KI-Zusammenfassung {{period}}', annual: 'KI-Jahreszusammenfassung {{year}}', forCeo: '{{name}} für den CEO' },
  untitled: 'Zusammenfassung',
} satisfies Texts<typeof en>;
export default deck;
