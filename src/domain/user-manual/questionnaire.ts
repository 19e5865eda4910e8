/**
 * The DISC-style questionnaire: Trellis's own items about behaviour at work (no copied test).
 * Each item scores one axis of the circle. `keyed: 1` means agreeing moves the person toward the
 * positive pole (active, accepting); `keyed: -1` items are reverse-keyed, so someone who agrees with
 * everything lands near the middle instead of being pushed to one side (acquiescence). Each axis has
 * 18 items, nine keyed each way, and the order alternates axes and keys so no block reads the same.
 * Ids are stable: stored answers refer to them, so never renumber; retire an item by replacing it.
 * The statements' and the answers' words, in every language, are the catalogue's (`manual:disc.questions.{id}`,
 * `manual:disc.choices.{answer}`, src/i18n/<language>/manual/questionnaire.ts): here is only what scores them.
 */
export type Axis = 'active' | 'accepting';
export type Keyed = 1 | -1;
export type Question = { id: number; axis: Axis; keyed: Keyed };

export type Answer = 1 | 2 | 3 | 4 | 5;
/** Answers by question id; a partly filled record is how an assessment is resumed. */
export type Answers = Readonly<Partial<Record<number, Answer>>>;

/** The five answers, from Strongly disagree (1) through Neutral (3) to Strongly agree (5). */
export const ANSWERS: readonly Answer[] = [1, 2, 3, 4, 5];

export const isAnswer = (value: unknown): value is Answer => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

export const QUESTIONS = [
  { id: 1, axis: 'active', keyed: 1 },
  { id: 2, axis: 'accepting', keyed: 1 },
  { id: 3, axis: 'active', keyed: -1 },
  { id: 4, axis: 'accepting', keyed: -1 },
  { id: 5, axis: 'active', keyed: 1 },
  { id: 6, axis: 'accepting', keyed: 1 },
  { id: 7, axis: 'active', keyed: -1 },
  { id: 8, axis: 'accepting', keyed: -1 },
  { id: 9, axis: 'active', keyed: 1 },
  { id: 10, axis: 'accepting', keyed: 1 },
  { id: 11, axis: 'active', keyed: -1 },
  { id: 12, axis: 'accepting', keyed: -1 },
  { id: 13, axis: 'active', keyed: 1 },
  { id: 14, axis: 'accepting', keyed: 1 },
  { id: 15, axis: 'active', keyed: -1 },
  { id: 16, axis: 'accepting', keyed: -1 },
  { id: 17, axis: 'active', keyed: 1 },
  { id: 18, axis: 'accepting', keyed: 1 },
  { id: 19, axis: 'active', keyed: -1 },
  { id: 20, axis: 'accepting', keyed: -1 },
  { id: 21, axis: 'active', keyed: 1 },
  { id: 22, axis: 'accepting', keyed: 1 },
  { id: 23, axis: 'active', keyed: -1 },
  { id: 24, axis: 'accepting', keyed: -1 },
  { id: 25, axis: 'active', keyed: 1 },
  { id: 26, axis: 'accepting', keyed: 1 },
  { id: 27, axis: 'active', keyed: -1 },
  { id: 28, axis: 'accepting', keyed: -1 },
  { id: 29, axis: 'active', keyed: 1 },
  { id: 30, axis: 'accepting', keyed: 1 },
  { id: 31, axis: 'active', keyed: -1 },
  { id: 32, axis: 'accepting', keyed: -1 },
  { id: 33, axis: 'active', keyed: 1 },
  { id: 34, axis: 'accepting', keyed: 1 },
  { id: 35, axis: 'active', keyed: -1 },
  { id: 36, axis: 'accepting', keyed: -1 },
] as const satisfies readonly Question[];

/** A question's id: the catalogue holds a statement for each. */
export type QuestionId = (typeof QUESTIONS)[number]['id'];
