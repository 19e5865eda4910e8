import type { Texts } from '../../catalogue';
import type en from '../../en/files/manual';

const manual = {
  fileName: 'Bedienungsanleitung {{name}}',
  scalePosition: '{{at}} von 100 · {{text}}',
  answers: { number: 'Nr.', statement: 'Aussage', answer: 'Antwort' },
  typeNotice: 'Ohne KI-Modell aus der Beschreibung des Typs geschrieben',
} satisfies Texts<typeof en>;
export default manual;
