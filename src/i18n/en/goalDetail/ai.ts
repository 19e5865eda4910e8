// The goal form's writing help: 'okr' in the words of OKR companies, 'smart' in everyone else's.
const ai = {
  panelTitle: 'Write with AI',
  intro: {
    okr: 'Describe what the goal is about; pick a suggestion to fill in the Objective, Key Results and Initiatives below. You can change them afterwards.',
    smart:
      'Describe what the goal is about; pick a suggestion to fill in the Title, Measurement and Description below. You can change them afterwards.',
  },
  area: 'Functional area',
  areaPlaceholder: 'Select a functional area',
  // The functional areas (domain/ai/goal-templates/template.ts), by their code.
  areas: {
    legal: 'Legal',
    product: 'Product',
    marketing: 'Marketing',
    sales: 'Sales',
    humanResources: 'Human Resources',
    accountingFinance: 'Accounting/Finance',
    informationTechnology: 'Information Technology',
    executive: 'Executive',
  },
  context: 'Context',
  contextHelp: 'Optional: what you want to achieve, for whom, any numbers you have in mind.',
  suggestGoals: 'Suggest goals',
  chooseArea: 'Choose a functional area first.',
  chooseQuarter: 'Choose a quarter first.',
  goalSuggestions: 'Goal suggestions',
  suggestedGoals: 'Suggested goals',
  suggestion: 'Suggestion {{number}}',
  useThis: 'Use this',
  useThisGoal: 'Use this: {{title}}',
  suggestMeasurements: { okr: 'Suggest key results', smart: 'Suggest measurement' },
  titleFirst: { okr: 'Type the objective first.', smart: 'Type the title first.' },
  suggestedMeasurements: { okr: 'Suggested key results', smart: 'Suggested measurement' },
  pickMeasurements: {
    okr: 'Suggested key results: pick a set to replace what the field holds.',
    smart: 'Suggested measurement: pick a set to replace what the field holds.',
  },
  set: 'Set {{number}}',
  useThese: 'Use these',
  useTheseSet: 'Use these, set {{number}}',
  suggestedDescriptions: { okr: 'Suggested initiatives', smart: 'Suggested description' },
  pickDescription: {
    okr: 'Suggested initiatives (click one to use it):',
    smart: 'Suggested description (click one to use it):',
  },
  // What wrote an answer (domain/ai/notice.ts for the built-in writer), quoted exactly.
  builtInNotice: 'Written by Trellis’s built-in writer from templates and your own words, not by an AI model',
  builtInAdvice: 'Check each suggestion and make it yours before you save: the targets and dates are a starting point.',
  modelWrote: 'Written by the AI model {{model}}: check it before you use it.',
  loading: 'Loading…',
  nothingSent: 'Nothing was sent to a model.',
};
export default ai;
