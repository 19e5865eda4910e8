/** Trellis's own texts for one DISC-style type. */
export type TypeTexts = {
  title: string;
  summary: string;
  atBest: string;
  communication: string;
  drains: string;
  underPressure: string;
  workingWith: string;
  feedback: string;
  motivation: string;
};

/** The details everyone sees, in report order, with their titles. */
export const DETAIL_TITLES = [
  ['atBest', 'At their best'],
  ['communication', 'How they communicate'],
  ['drains', 'What drains them'],
  ['underPressure', 'Under pressure'],
] as const satisfies readonly (readonly [keyof TypeTexts, string])[];

/** The details added for the CEO or someone above the person (report mode 1). */
export const MANAGER_DETAIL_TITLES = [
  ['workingWith', 'Working with this person'],
  ['feedback', 'Giving feedback'],
  ['motivation', 'What motivates them'],
] as const satisfies readonly (readonly [keyof TypeTexts, string])[];
