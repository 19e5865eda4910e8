// messages: talent calibration (issue 34, decision 077)
const calibration = {
  notFound: 'This calibration was not found.',
  closed: 'This calibration is closed; nothing moves any more.',
  deadlinePassed: 'The deadline of this calibration has passed; only a talent admin may still move a card.',
  alreadyClosed: 'This calibration is already closed.',
  cardNotFound: 'This person has no appraisal in this calibration.',
  alreadyThere: 'This card is already in that cell.',
  ownCard: 'You cannot move your own card.',
  deadlinePast: 'The deadline cannot be before today.',
  overlap: '{{name}} is already in another open calibration of this quarter ({{calibration}}).',
  bothOrNeither: 'Give both Primary and Secondary, or neither.',
};
export default calibration;
