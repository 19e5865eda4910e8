// The goals screen's list side: the list, its filters and search, the goal cards, the alignment tree and the goal form.
const goals = {
  quarter: 'Quarter',
  period: { label: 'Q{{quarter}} {{year}}' },
  // Keyed by the API's scope codes.
  scope: {
    MyGoals: 'My Goals',
    MyDirectReports: 'My Direct Reports',
    CompanyGoals: 'Company Goals',
    MyManagerAndPeers: 'My Manager & Peers',
  },
  // Keyed by the API's goal state codes.
  state: {
    draft: 'Draft',
    review: 'Draft in review',
    approved: 'Approved',
    shelving_in_review: 'Shelving in review',
    shelved: 'Shelved',
    results_in_review: 'Results in review',
    finalized: 'Finalized',
  },
  // The server's badges, by what they say.
  badge: {
    draft: 'Draft',
    shelved: 'Shelved',
    pendingEdits: 'Pending edits',
    needsUpdate: 'Needs Update',
    needsReview: 'Needs Review',
    resultsAchieved: 'Results in review (Achieved)',
    resultsNotAchieved: 'Results in review (Not Achieved)',
    resultsInDispute: 'Results in review (In Dispute)',
    finalized: 'Finalized',
    needsFinalization: 'Needs Finalization',
    weeksOld_one: 'Status is {{count}} week old',
    weeksOld_other: 'Status is {{count}} weeks old',
    trendingDown: 'Trending Down',
  },
  // The levels 0–4 of a weekly status.
  likelihood: { notAtAll: 'Not at all', notSure: 'Not sure', unsure: 'Unsure', likely: 'Likely', veryLikely: 'Very Likely' },
  quality: { veryBad: 'Very bad', bad: 'Bad', okay: 'Okay', good: 'Good', veryGood: 'Very good' },
  level: { text: '{{word}}, {{number}} of {{total}}' },
  scale: { likelihood: 'Likelihood', quality: 'Quality' },
  page: {
    title: 'Goals',
    viewAlignment: 'View alignment',
    addGoal: 'Add Goal',
    selectGoal: 'Select a goal to see its details here.',
  },
  toolbar: {
    scope: 'Goals to show',
    peopleSearchHint: 'A people or department search looks at every goal you can see.',
  },
  search: {
    label: 'Search people, departments or titles',
    people: 'People',
    departments: 'Departments',
    title: 'Title',
    inTitles: 'Search "{{text}}" in titles',
  },
  chips: {
    label: 'Applied filters',
    remove: 'Remove {{label}}',
    clearAll: 'Clear all',
    person: 'Person #{{id}}',
    department: 'Department: {{department}}',
    title: 'Title: "{{title}}"',
    likelihood: 'Likelihood: {{level}}',
    quality: 'Quality: {{level}}',
  },
  // The yes/no filters of the spec's Goal filter.
  flag: {
    needsUpdate: 'Needs Update',
    needsReview: 'Needs Review',
    trendingUp: 'Likelihood trending up',
    trendingDown: 'Likelihood trending down',
    qualityUp: 'Quality trending up',
    qualityDown: 'Quality trending down',
    followed: 'Followed goals',
    topLevel: 'Top level goals',
    aligned: 'Aligned goals',
    unaligned: 'Unaligned goals',
    deactivated: 'Include deactivated users',
    excludePrivate: 'Exclude private goals',
  },
  filters: {
    title: 'Filters',
    clear: 'Clear',
    apply: 'Apply',
    goalState: 'Goal state',
    group: { needsAttention: 'Needs attention', trend: 'Trend', alignment: 'Alignment', more: 'More' },
  },
  list: {
    label: 'Goal list',
    noMatches: 'No goals match these filters.',
    empty: 'No goals in this quarter.',
    clearFilters: 'Clear filters',
    addGoal: 'Add a Goal',
    // What the footer counts, as it reads after 'N of M'.
    goalNoun: 'goal',
    goalsNoun: 'goals',
  },
  card: { private: 'Private', privateGoal: 'Private goal' },
  legend: {
    summary: 'What the squares mean',
    squares: 'Each square is a week: likelihood of reaching the goal on top, quality of the work below.',
    arrow: 'likelihood moved since the update before; grey: no update.',
  },
  status: { none: 'No weekly status yet', latest: 'Latest status: {{note}}' },
  // How each reading moved since the status before, by trend (up, down, flat).
  statusNote: {
    likelihood: { up: 'Likelihood up from {{level}}', down: 'Likelihood down from {{level}}', flat: 'Likelihood unchanged' },
    quality: { up: 'quality up from {{level}}', down: 'quality down from {{level}}', flat: 'quality unchanged' },
    withMoves: '{{now}} ({{moves}})',
  },
  square: {
    week: 'Week {{number}} ({{date}})',
    ahead: '{{week}} · not begun',
    noUpdate: '{{week}} · no update',
    status: '{{week}} · Likelihood: {{likelihood}} · Quality: {{quality}}',
  },
  trend: {
    up: 'Likelihood up since the update before week {{week}}: {{before}} → {{now}}',
    down: 'Likelihood down since the update before week {{week}}: {{before}} → {{now}}',
  },
  alignment: {
    title: 'Alignment',
    department: 'Department',
    allDepartments: 'All departments',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    intro: 'The company goals of the quarter and every goal aligned below them. Open a goal to see what is aligned to it.',
    introDepartment: 'Goals owned in {{department}}, and the goals they are aligned to.',
    empty: 'No company goals in this quarter.',
    emptyDepartment: 'No goals of {{department}} are aligned to the company goals of this quarter.',
    aligned: '{{number}} aligned',
    showMore: 'Show more ({{shown}} of {{total}})',
    expand: 'Expand {{title}}',
    collapse: 'Collapse {{title}}',
    // A goal's progress from its key results, as the row's name says it: the number first, as the row shows it (WCAG
    // 2.5.3, label in name).
    progress: '{{progress}} complete',
    // What a node's squares say, by the likelihood's trend (up, down, flat).
    status: {
      up: 'Newest status: likelihood {{likelihood}}; quality {{quality}}, likelihood up since the status before',
      down: 'Newest status: likelihood {{likelihood}}; quality {{quality}}, likelihood down since the status before',
      flat: 'Newest status: likelihood {{likelihood}}; quality {{quality}}',
    },
  },
  // OKR companies speak of Objectives, Key Results and Initiatives; SMART ones of Title, Measurement, Description.
  wording: {
    okr: {
      title: 'Objective',
      measurement: 'Key Results',
      description: 'Initiatives',
      titleRequired: 'Please input your Objective!',
      measurementRequired: 'Please input your Key Results!',
    },
    smart: {
      title: 'Title',
      measurement: 'Measurement',
      description: 'Description',
      titleRequired: 'Please input your Title!',
      measurementRequired: 'Please input your Measurement!',
    },
  },
  form: {
    add: 'Add Goal',
    edit: 'Edit Goal',
    addContributing: 'Add a Contributing Goal',
    notSaved: 'The goal was not saved',
    // The footer's buttons.
    button: { saveAsDraft: 'Save as draft', save: 'Save', publish: 'Publish', submit: 'Submit' },
    owner: 'Owner',
    ownerHelp: 'Use Change owner in the goal’s menu to give it to someone else.',
    selectQuarter: 'Select a quarter',
    removeParentGoal: 'Remove the parent goal',
    parentGoal: 'Parent goal',
    reportingMemo: 'Reporting Memo',
    private: 'Private',
    privateHelp: 'Only the owner, the people above them and admins see a private goal.',
    // Why the quarter cannot change.
    quarterLock: {
      parent: 'The quarter cannot change while a parent goal is set.',
      aligned: 'The quarter cannot change while other goals are aligned to this one.',
      approved: 'The quarter of an approved goal cannot change.',
    },
    ownerRequired: 'Please select owner!',
    quarterRequired: 'Please select quarter!',
    parentRequired: 'Please select a parent goal from your goals or the goals below them.',
    maxLength: 'Must be at most {{max}} characters.',
  },
  parentSelect: {
    placeholder: 'Search goals by title',
    removeParent: 'Remove parent',
    noParent: 'The goal will have no parent goal.',
    loading: 'Loading…',
    empty: 'No goals in this quarter.',
    loadMore: 'Load More',
    // Why a goal cannot be the parent.
    reason: {
      thisGoal: 'This goal',
      currentParent: 'Current parent',
      shelved: 'Shelved',
      alignedBelow: 'Aligned below this goal',
      notBelowYours: 'Not below your goals',
    },
  },
};
export default goals;
