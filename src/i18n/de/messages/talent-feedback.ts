import type { Texts } from '../../catalogue';
import type en from '../../en/messages/talent-feedback';

// messages: talent feedback (issue 34, decision 077)
const feedback = {
  quarterClosed: 'Dieses Quartal ist für Beurteilungen geschlossen.',
  peerFeedbackOff: 'Das Unternehmen holt kein Kollegenfeedback ein.',
  peersOverCap: 'Nennen Sie höchstens {{cap}} Kolleginnen und Kollegen.',
  peopleOverMax: 'Nennen Sie höchstens {{count}} Personen.',
  answeredStays: 'Bereits gegebenes oder abgelehntes Feedback kann nicht entfernt werden.',
  colleagueNotFound: 'Diese Kollegin oder dieser Kollege wurde nicht gefunden.',
  notYourself: 'Sie können sich nicht selbst um Kollegenfeedback bitten.',
  notTheManager: 'Die Führungskraft gibt ihre Sicht in der Beurteilung, nicht als Kollegin oder Kollege.',
  requestNotFound: 'Diese Feedbackanfrage wurde nicht gefunden.',
  alreadySubmitted: 'Dieses Feedback wurde bereits abgegeben.',
  alreadyDeclined: 'Diese Feedbackanfrage wurde abgelehnt.',
  upwardNotDeclined: 'Feedback über Ihre Führungskraft kann nicht abgelehnt werden; Sie können es unbeantwortet lassen.',
  unknownQuestion: 'Diese Frage wurde nicht gestellt.',
  answerRequired: 'Diese Frage braucht eine Antwort.',
  outOfScale: 'Wählen Sie eine der Bewertungen der Skala.',
  answerTooLong: 'Eine Antwort hat höchstens 5000 Zeichen.',
  reasonRequired: 'Sagen Sie, warum Sie ablehnen.',
} satisfies Texts<typeof en>;
export default feedback;
