// writer: summary — the built-in writer's sentences about a goal, a quarter and a year, written without an AI model
// (src/domain/ai/summary-prose.ts chooses them; src/server/ai/summaries/summary-writer.ts adds the lead and context).
// A level ('Unsure, 3 of 5') and a goal's state ('Approved') are the goals screens' words (goals:likelihood, goals:state).
const summary = {
  quoted: '“{{text}}”',
  goalCount_one: '{{count}} goal',
  goalCount_other: '{{count}} goals',
  weekCount_one: '{{count}} week',
  weekCount_other: '{{count}} weeks',
  // An average of levels, read 1–5 as the levels are.
  average: '{{value}} of {{total}}',
  // After the goals a list names: '“G1”, “G2”, “G3” and 2 more'.
  more_one: '{{count}} more',
  more_other: '{{count}} more',
  comment: '{{text}} (week {{week}})',
  commentOnGoal: '{{text}} ({{goal}}, week {{week}})',
  // The goals of a quarter counted by state: 'had 3 goals: 1 approved, 1 shelved and 1 finalized'.
  byState: {
    draft_one: '{{count}} draft',
    draft_other: '{{count}} draft',
    review_one: '{{count}} draft in review',
    review_other: '{{count}} draft in review',
    approved_one: '{{count}} approved',
    approved_other: '{{count}} approved',
    shelving_in_review_one: '{{count}} shelving in review',
    shelving_in_review_other: '{{count}} shelving in review',
    shelved_one: '{{count}} shelved',
    shelved_other: '{{count}} shelved',
    results_in_review_one: '{{count}} results in review',
    results_in_review_other: '{{count}} results in review',
    finalized_one: '{{count}} finalized',
    finalized_other: '{{count}} finalized',
  },
  // How one goal's levels moved from its first weekly update to its last: the two halves of goal.trend.
  moved: {
    likelihood: {
      up: 'likelihood rose from {{first}}, to {{last}}',
      down: 'likelihood fell from {{first}}, to {{last}}',
      flat: 'likelihood ended where it began, at {{first}}',
    },
    quality: {
      up: 'quality rose from {{first}}, to {{last}}',
      down: 'quality fell from {{first}}, to {{last}}',
      flat: 'quality ended where it began, at {{first}}',
    },
  },
  goal: {
    achieved: '{{title}} was achieved ({{state}}).',
    notAchieved: '{{title}} was not achieved ({{state}}).',
    noResult: '{{title}} has no recorded result; its state is {{state}}.',
    noUpdates: 'It had no weekly updates, so there is no trend to report.',
    oneUpdate: 'Its one weekly update (week {{week}}) rated likelihood {{likelihood}}, and quality {{quality}}.',
    trend_one: 'Over {{count}} weekly update, {{likelihood}}, and {{quality}}.',
    trend_other: 'Over {{count}} weekly updates, {{likelihood}}, and {{quality}}.',
    atRisk: 'Its latest likelihood, {{level}}, puts it at risk.',
    missed_one: '{{count}} week had no update.',
    missed_other: '{{count}} weeks had no update.',
    checkIns: 'From the check-ins: {{comments}}.',
  },
  // Among the goals with a recorded result (a quarter's, or a year's).
  result: {
    none: 'No goal has a recorded result yet.',
    allAchieved_one: 'The one goal with a result was achieved.',
    allAchieved_other: 'All {{count}} goals with a result were achieved.',
    noneAchieved_one: 'The one goal with a result was not achieved.',
    noneAchieved_other: 'None of the {{count}} goals with a result was achieved.',
    mixed: 'Of the {{decided}} goals with a result, {{achieved}} and {{notAchieved}} ({{share}} achieved).',
    achievedPart_one: '{{count}} was achieved',
    achievedPart_other: '{{count}} were achieved',
    notAchievedPart_one: '{{count}} was not',
    notAchievedPart_other: '{{count}} were not',
  },
  noneMissed: 'No weekly update was missed.',
  quarter: {
    noGoals: '{{person}} had no goals in {{quarter}}, so there is nothing to summarise.',
    goals: 'In {{quarter}}, {{person}} had {{goals}}: {{states}}.',
    atRisk_one: '{{count}} goal was at risk at its latest update ({{rule}}): {{titles}}.',
    atRisk_other: '{{count}} goals were at risk at their latest update ({{rule}}): {{titles}}.',
    atRiskRule: 'likelihood below {{level}}',
    noneAtRisk: 'No goal was at risk at its latest update.',
    // Over the goals with two or more updates: the two halves of `averages`.
    averages_one: 'Across the 1 goal with two or more updates, {{likelihood}}, and {{quality}}.',
    averages_other: 'Across the {{count}} goals with two or more updates, {{likelihood}}, and {{quality}}.',
    average: {
      likelihood: {
        up: 'average likelihood rose from {{first}} to {{last}} ({{moves}})',
        down: 'average likelihood fell from {{first}} to {{last}} ({{moves}})',
        flat: 'average likelihood held at {{first}} ({{moves}})',
      },
      quality: {
        up: 'average quality rose from {{first}} to {{last}} ({{moves}})',
        down: 'average quality fell from {{first}} to {{last}} ({{moves}})',
        flat: 'average quality held at {{first}} ({{moves}})',
      },
    },
    moves: '{{up}} up, {{down}} down, {{flat}} unchanged',
    tooFewUpdates: 'Too few weekly updates to show a trend.',
    noUpdates: 'There were no weekly updates.',
    missed_one: '{{count}} goal missed weekly updates, {{weeks}} in all.',
    missed_other: '{{count}} goals missed weekly updates, {{weeks}} in all.',
    standOut: 'Check-ins that stand out: {{comments}}.',
  },
  year: {
    lineNoGoals: '{{quarter}}: no goals.',
    line: '{{quarter}}: {{goals}}, {{achieved}} achieved, {{notAchieved}} not achieved, {{atRisk}} at risk.',
    lineWithTrend: '{{quarter}}: {{goals}}, {{achieved}} achieved, {{notAchieved}} not achieved, {{atRisk}} at risk; {{trend}}.',
    likelihood: {
      up: 'likelihood rose from {{first}} to {{last}}',
      down: 'likelihood fell from {{first}} to {{last}}',
      flat: 'likelihood held at {{first}}',
    },
    noGoals: 'There were no goals in these quarters, so there is nothing to summarise.',
    onlyQuarter: '{{quarter}} was the only quarter with goals; it had {{goals}}.',
    quarters: 'Over the {{quarters}} quarters with goals there were {{goals}}.',
    bestAndWorst: 'The highest share achieved was in {{best}} ({{bestShare}}), the lowest in {{worst}} ({{worstShare}}).',
    missed: 'Weekly updates were missed for {{weeks}} in all, counted goal by goal.',
  },
  // What the server adds around the prose: a summary for the CEO, whose team, and the person's extra context.
  forCeo: 'Prepared for the CEO.',
  companyGoals: "This quarter's company goals: {{goals}}.",
  team: "{{person}}'s team",
  context: 'Context given: {{context}}.',
};
export default summary;
