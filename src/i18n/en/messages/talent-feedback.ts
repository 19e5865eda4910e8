// messages: talent feedback (issue 34, decision 077)
const feedback = {
  quarterClosed: 'This quarter is closed for appraisals.',
  peerFeedbackOff: 'The company does not ask for peer feedback.',
  peersOverCap: 'Name at most {{cap}} peers.',
  peopleOverMax: 'Name at most {{count}} people.',
  answeredStays: 'Feedback already given or declined cannot be removed.',
  colleagueNotFound: 'This colleague was not found.',
  notYourself: 'You cannot ask yourself for peer feedback.',
  notTheManager: 'The manager gives their view in the appraisal, not as a peer.',
  requestNotFound: 'This feedback request was not found.',
  alreadySubmitted: 'This feedback was already handed in.',
  alreadyDeclined: 'This feedback request was declined.',
  upwardNotDeclined: 'Feedback about your manager cannot be declined; you may leave it unanswered.',
  unknownQuestion: 'This question was not asked.',
  answerRequired: 'This question needs an answer.',
  outOfScale: 'Choose one of the scale’s ratings.',
  answerTooLong: 'An answer is at most 5000 characters.',
  reasonRequired: 'Say why you decline.',
};
export default feedback;
