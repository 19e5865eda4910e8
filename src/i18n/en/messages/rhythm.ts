// messages: rhythm (the weekly follow-up's settings, issue 33)
const rhythm = {
  weekdayInvalid: 'Choose a weekday from 1 (Monday) to 7 (Sunday).',
  hourInvalid: 'Choose an hour from 0 to 23.',
  managerAfterInvalid: 'The manager is told after 1 to 12 missed weeks.',
  skipLevelAfterInvalid: "The manager's manager is told after more missed weeks than the manager, at most 12.",
  remindersRequired: 'Say whether reminders go out.',
};
export default rhythm;
