// The prediction matrix (/v3/predictions): a goal, its week, the filters, the 5×5 grid and the goals aligned below.
const predictions = {
  page: {
    title: 'Predictions',
    noSuchGoal: 'There is no such goal.',
    noGoal: 'You have no goal in this quarter yet. Predictions show how the goals aligned below one of yours are going.',
    goToGoals: 'Go to goals',
    seeYourGoals: 'See your goals',
    tryAgain: 'Try again',
    notFound: 'This goal does not exist or you cannot see it.',
    showThisWeek: 'Show this week',
    goal: 'Goal',
    alignedBelow: 'Predictions of the goals aligned below',
    total_one: '{{count}} goal aligned below',
    total_other: '{{count}} goals aligned below',
    noPrediction: 'No prediction yet: {{goals}}',
  },
  switcher: {
    find: 'Find another goal',
    aligned_one: '{{count}} aligned goal',
    aligned_other: '{{count}} aligned goals',
    nothingFound: 'No goal has this in its title.',
  },
  week: {
    nav: 'Weeks',
    previous: 'Previous week',
    next: 'Next week',
    current: 'This week',
    title: 'Week {{week}} · {{start}} – {{end}}',
  },
  filters: {
    level: 'Level',
    allLevels: 'All levels · {{goals}}',
    levelDirect: 'Level 1 (aligned directly) · {{goals}}',
    levelBelow: 'Level {{level}} · {{goals}}',
    state: 'Goal state',
    allStates: 'All states',
  },
  // A goal's state, by its code.
  // The levels of the two scales, lowest first, and how people count them ('2 of 5').
  scale: {
    likelihood: {
      notAtAll: 'Not at all',
      notSure: 'Not sure',
      unsure: 'Unsure',
      likely: 'Likely',
      veryLikely: 'Very Likely',
    },
    quality: {
      veryBad: 'Very bad',
      bad: 'Bad',
      okay: 'Okay',
      good: 'Good',
      veryGood: 'Very good',
    },
    levelOf: '{{level}} of {{levels}}',
  },
  grid: {
    likelihood: 'Likelihood',
    quality: 'Quality',
    goals_one: '{{count}} goal',
    goals_other: '{{count}} goals',
  },
  card: {
    private: 'Private',
    privateGoal: 'Private goal',
    ownerLevel: '{{name}} · Level {{level}}',
    likelihood: 'Likelihood',
    quality: 'Quality',
    givenForWeek: 'given for the week of {{date}}',
    noPrediction: 'No prediction yet',
    // The goal's progress from its key results as it stands now, whichever week is shown.
    progressNow: 'Progress now',
    // An owner's result against the manager's, by the verdict.
    verdict: {
      achieved: 'Achieved',
      notAchieved: 'Not Achieved',
      inDispute: 'In Dispute',
    },
  },
  list: {
    title: 'All Goals',
    showAll: 'Show all goals',
    noneInCell: 'No goals in this cell.',
    noneBelow: 'No goals are aligned below this goal (with these filters).',
    noneBelowHelp:
      'Predictions show how the goals aligned below one of yours are going: each week’s likelihood and quality. Once goals are aligned to yours, they appear here.',
    seeYourGoals: 'See your goals',
    shown_one: '{{shown}} of {{count}} goal',
    shown_other: '{{shown}} of {{count}} goals',
    loadMore: 'Load More',
  },
};
export default predictions;
