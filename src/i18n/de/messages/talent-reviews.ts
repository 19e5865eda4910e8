import type { Texts } from '../../catalogue';
import type en from '../../en/messages/talent-reviews';

// messages: talent reviews (issue 34, decision 077)
const reviews = {
  peerCapInvalid: 'Wählen Sie 1 bis 20 Kolleginnen und Kollegen.',
  scaleInvalid: 'Eine Bewertungsskala hat 2 bis 10 Stufen.',
  scaleOnlyForRating: 'Nur eine Bewertungsfrage hat eine Skala.',
  tooManyQuestions: 'Stellen Sie höchstens 20 Fragen.',
  selfReviewOff: 'Selbsteinschätzungen sind nicht eingeschaltet.',
  notAppraised: 'Sie werden für dieses Quartal nicht beurteilt.',
  selfReviewClosed: 'Dieses Quartal ist für Selbsteinschätzungen nicht offen.',
  selfReviewLocked: 'Ihre Beurteilung wurde mit Ihnen geteilt, daher kann Ihre Selbsteinschätzung nicht mehr geändert werden.',
  answerUnknownQuestion: 'Eine Antwort nennt eine Frage, die dieses Formular nicht stellt.',
  answerOutOfScale: 'Wählen Sie eine der Bewertungen dieser Skala.',
} satisfies Texts<typeof en>;
export default reviews;
