// files: deck. The AI summary's slides: every word of the deck that is not the summary's own text or people's data.
// A goal's state and a level ('Likely, 4 of 5') are the goals screens' words (goals:state, goals:likelihood).
const deck = {
  quarterTitle: 'Quarter summary · {{period}}',
  annualTitle: 'Annual summary · {{year}}',
  reader: { me: 'Written for me', ceo: 'Written for the CEO' },
  quarterGlance: 'The quarter at a glance',
  yearGlance: 'The year at a glance',
  goals: 'Goals',
  quarterGoals: '{{quarter}} · goals',
  // One of several slides of goals: 'Goals (1 of 2)'.
  page: '{{heading}} ({{number}} of {{total}})',
  continued: '{{heading}} (continued)',
  goesOn: '→ continued after this slide',
  measurements: 'Measurements: {{text}}',
  noUpdate: 'No weekly update',
  level: { likelihood: 'Likelihood: {{level}}', quality: 'Quality: {{level}}' },
  // A goal's progress from its measured key results, on its card.
  progress: 'Progress: {{percent}}',
  chart: {
    series: 'Goals',
    states: 'Goals per state',
    trend: 'Week by week (1–5)',
    likelihood: 'Likelihood',
    quality: 'Quality',
    week: 'W{{week}}',
  },
  // What the presenter reads under a slide.
  notes: {
    state: 'State: {{state}}',
    keyResults: 'Key results: {{list}}',
    trend: {
      none: 'No weekly updates this quarter.',
      one: 'Week {{week}} only: likelihood {{likelihood}} and quality {{quality}} of 5.',
      range:
        "From week {{first}} to week {{last}}, likelihood went from {{fromLikelihood}} to {{toLikelihood}} and quality from {{fromQuality}} to {{toQuality}} (of 5, the mean of each week's updates).",
    },
  },
  // The file's name, and the deck's title when it has no title slide.
  fileName: { quarter: 'AI Summary {{period}}', annual: 'AI Annual Summary {{year}}', forCeo: '{{name}} for the CEO' },
  untitled: 'Summary',
};
export default deck;
