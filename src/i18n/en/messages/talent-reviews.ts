// messages: talent reviews (issue 34, decision 077): the voices' settings, the review questions, the self-review
const reviews = {
  peerCapInvalid: 'Choose from 1 to 20 peers.',
  scaleInvalid: 'A rating scale has 2 to 10 labels.',
  scaleOnlyForRating: 'Only a rating question has a scale.',
  tooManyQuestions: 'Ask at most 20 questions.',
  selfReviewOff: 'Self-reviews are not switched on.',
  notAppraised: 'You are not appraised for this quarter.',
  selfReviewClosed: 'This quarter is not open for self-reviews.',
  selfReviewLocked: 'Your appraisal has been shared with you, so your self-review can no longer be changed.',
  answerUnknownQuestion: 'An answer names a question this form does not ask.',
  answerOutOfScale: 'Choose one of the ratings on this scale.',
};
export default reviews;
