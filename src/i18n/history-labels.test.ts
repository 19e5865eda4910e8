import { expect, it } from 'vitest';
import { TRANSITION_LABELS } from '../domain/goals/transitions';
import { CATALOGUES } from './all';
import type enGoalDetail from './en/goalDetail';

const labels = (language: 'en' | 'de') => (CATALOGUES[language].goalDetail as typeof enGoalDetail).history.label;

// The History's labels: the API says them in English from the domain (the spec's words), the screens from the
// catalogue (goalDetail:history.label). The two English texts are one: a label changed in one place fails here.
it('the goal History’s English labels in the catalogue are the API’s, key for key', () => {
  expect(labels('en')).toEqual(TRANSITION_LABELS);
});

it('German has a label for each of them', () => {
  expect(Object.keys(labels('de')).sort()).toEqual(Object.keys(TRANSITION_LABELS).sort());
});
