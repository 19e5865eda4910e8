import { promptReader } from '../prompt-files';

export { fill } from '../prompt-files';

const read = promptReader(import.meta.url);

export const PROMPTS = {
  suggestions: read('goal-suggestions'),
  measurements: read('goal-measurements'),
  description: read('goal-description'),
  facts: read('goal-facts'),
};
