/**
 * The DISC-style questionnaire: Trellis's own items about behaviour at work (no copied test).
 * Each item scores one axis of the circle. `keyed: 1` means agreeing moves the person toward the
 * positive pole (active, accepting); `keyed: -1` items are reverse-keyed, so someone who agrees with
 * everything lands near the middle instead of being pushed to one side (acquiescence). Each axis has
 * 18 items, nine keyed each way, and the order alternates axes and keys so no block reads the same.
 * Ids are stable: stored answers refer to them, so never renumber; retire an item by replacing it.
 */
export type Axis = 'active' | 'accepting';
export type Keyed = 1 | -1;
export type Question = { id: number; axis: Axis; keyed: Keyed; text: string };

export type Answer = 1 | 2 | 3 | 4 | 5;
/** Answers by question id; a partly filled record is how an assessment is resumed. */
export type Answers = Readonly<Partial<Record<number, Answer>>>;

const ANSWER_LABELS: Record<Answer, string> = { 1: 'Strongly disagree', 2: 'Disagree', 3: 'Neutral', 4: 'Agree', 5: 'Strongly agree' };

export const ANSWER_CHOICES: readonly { value: Answer; label: string }[] = ([1, 2, 3, 4, 5] as const).map((value) => ({
  value,
  label: ANSWER_LABELS[value],
}));

export const isAnswer = (value: unknown): value is Answer => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

export const answerLabel = (answer: Answer): string => ANSWER_LABELS[answer];

export const QUESTIONS: readonly Question[] = [
  { id: 1, axis: 'active', keyed: 1, text: 'I make decisions quickly, even with little information.' },
  { id: 2, axis: 'accepting', keyed: 1, text: 'I go along with a team decision even when I would have chosen differently.' },
  { id: 3, axis: 'active', keyed: -1, text: 'I prefer to think a problem through before I say anything about it.' },
  { id: 4, axis: 'accepting', keyed: -1, text: 'I question a plan before I support it.' },
  { id: 5, axis: 'active', keyed: 1, text: 'I like to get things moving rather than wait for a complete plan.' },
  { id: 6, axis: 'accepting', keyed: 1, text: 'I pay attention to how people feel about a change, not only to whether it works.' },
  { id: 7, axis: 'active', keyed: -1, text: 'I like to have the details in hand before I commit to a decision.' },
  { id: 8, axis: 'accepting', keyed: -1, text: 'I judge an idea by the evidence, not by who proposed it.' },
  { id: 9, axis: 'active', keyed: 1, text: 'I usually speak up early in a meeting.' },
  { id: 10, axis: 'accepting', keyed: 1, text: "I find it easy to trust a colleague's judgement." },
  { id: 11, axis: 'active', keyed: -1, text: 'I work best at a steady, predictable pace.' },
  { id: 12, axis: 'accepting', keyed: -1, text: 'I point out flaws even when it makes a meeting uncomfortable.' },
  { id: 13, axis: 'active', keyed: 1, text: 'I take charge when nobody else does.' },
  { id: 14, axis: 'accepting', keyed: 1, text: 'Keeping a good atmosphere in the team matters a lot to me.' },
  { id: 15, axis: 'active', keyed: -1, text: 'In a meeting I would rather listen than lead the discussion.' },
  { id: 16, axis: 'accepting', keyed: -1, text: 'Getting the result right matters more to me than keeping everyone happy.' },
  { id: 17, axis: 'active', keyed: 1, text: 'I get restless when work moves slowly.' },
  { id: 18, axis: 'accepting', keyed: 1, text: 'I help colleagues, even when it delays my own work.' },
  { id: 19, axis: 'active', keyed: -1, text: 'I check my work carefully before I hand it over.' },
  { id: 20, axis: 'accepting', keyed: -1, text: 'I ask for the reasoning behind a decision before I accept it.' },
  { id: 21, axis: 'active', keyed: 1, text: 'I enjoy having several things on the go at once.' },
  { id: 22, axis: 'accepting', keyed: 1, text: 'When something goes wrong, I give people the benefit of the doubt.' },
  { id: 23, axis: 'active', keyed: -1, text: 'Sudden changes of plan unsettle me.' },
  { id: 24, axis: 'accepting', keyed: -1, text: 'I keep my personal feelings out of my work.' },
  { id: 25, axis: 'active', keyed: 1, text: 'I act on my first instinct more often than not.' },
  { id: 26, axis: 'accepting', keyed: 1, text: 'I would rather talk a problem through with someone than solve it alone.' },
  { id: 27, axis: 'active', keyed: -1, text: 'I take time to weigh the options, even when others push for an answer.' },
  { id: 28, axis: 'accepting', keyed: -1, text: 'I hold people to the standards we agreed on, friends included.' },
  { id: 29, axis: 'active', keyed: 1, text: 'I would rather try something and correct course than study it first.' },
  { id: 30, axis: 'accepting', keyed: 1, text: 'I tell colleagues when I appreciate what they did.' },
  { id: 31, axis: 'active', keyed: -1, text: 'I like to finish one task before I start the next.' },
  { id: 32, axis: 'accepting', keyed: -1, text: 'I rely on clear rules and facts more than on goodwill.' },
  { id: 33, axis: 'active', keyed: 1, text: 'I easily start conversations with people I do not know.' },
  { id: 34, axis: 'accepting', keyed: 1, text: 'I adapt my plans to fit what the team wants.' },
  { id: 35, axis: 'active', keyed: -1, text: 'I wait to see how a new idea works out before I adopt it.' },
  { id: 36, axis: 'accepting', keyed: -1, text: "I notice mistakes in other people's work quickly." },
];
