// Appraisals with more voices (issue 34, decision 077): the company's review questions and what a form keeps of them.

/** Who a question is asked of: the employee about themself, a peer, a report about their manager, or the manager. */
export const REVIEW_AUDIENCES = ['self', 'peer', 'upward', 'manager'] as const;
export type ReviewAudience = (typeof REVIEW_AUDIENCES)[number];

/** How the employee sees their peers' answers: with the writers' names, without them, or only as a summary. */
export const PEER_VISIBILITIES = ['named', 'anonymous', 'summary'] as const;
export type PeerVisibility = (typeof PEER_VISIBILITIES)[number];

/** A question as a form asked it, kept with the form so that later edits of the company's questions do not rewrite it. */
export type AskedQuestion = {
  id: number;
  text: string;
  kind: 'rating' | 'text';
  /** A rating's labels, lowest first; null for a text question. */
  scale: string[] | null;
  required: boolean;
};

/** An answer to an asked question: a rating (1 … the scale's length) or words, by the question's id. */
export type QuestionAnswer = { questionId: number; rating: number | null; text: string | null };

/** A question as the company keeps it (review_questions), before a form asks it. */
export type CompanyQuestion = Omit<AskedQuestion, 'id'>;

const AGREE = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];

/**
 * The questions a company asks an audience until its HR admin writes its own (English: like the default talent labels,
 * they are the company's words once saved).
 */
export const DEFAULT_QUESTIONS: Record<ReviewAudience, CompanyQuestion[]> = {
  self: [
    { text: 'What did you achieve this quarter that you are most proud of?', kind: 'text', scale: null, required: true },
    { text: 'Where do you want to grow next quarter, and what would help you?', kind: 'text', scale: null, required: true },
    { text: 'I met the goals I set for this quarter.', kind: 'rating', scale: AGREE, required: true },
  ],
  peer: [
    { text: 'What does this person do well that you would like them to keep doing?', kind: 'text', scale: null, required: true },
    { text: 'What could they do differently to be even more effective?', kind: 'text', scale: null, required: false },
    { text: 'They are someone I can rely on.', kind: 'rating', scale: AGREE, required: true },
  ],
  upward: [
    { text: 'My manager gives me the support I need to do my work well.', kind: 'rating', scale: AGREE, required: true },
    { text: 'My manager gives me useful feedback on my work.', kind: 'rating', scale: AGREE, required: true },
    { text: 'What could your manager do differently to help you more?', kind: 'text', scale: null, required: false },
  ],
  manager: [],
};

export const MAX_ANSWER_LENGTH = 5000;

/** Why an answer sheet cannot be handed in, per question (by its position in the form), or nothing when it can. */
export type AnswerProblem = { index: number; questionId: number; problem: 'required' | 'outOfScale' | 'tooLong' };

/**
 * Checks answers against the questions a form asked: every answer names an asked question (others are refused as
 * unknown), a rating lies on its scale, words are at most MAX_ANSWER_LENGTH; `submit` also needs every required one.
 */
export function answerProblems(
  questions: AskedQuestion[],
  answers: QuestionAnswer[],
  submit: boolean,
): AnswerProblem[] | 'unknownQuestion' {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  if (answers.some((a) => !questions.some((q) => q.id === a.questionId)) || byId.size !== answers.length) return 'unknownQuestion';
  const problems: AnswerProblem[] = [];
  questions.forEach((q, index) => {
    const a = byId.get(q.id);
    const rating = q.kind === 'rating' ? (a?.rating ?? null) : null;
    const text = q.kind === 'text' ? (a?.text?.trim() ?? '') : '';
    if (rating !== null && (!Number.isInteger(rating) || rating < 1 || rating > (q.scale?.length ?? 0))) {
      problems.push({ index, questionId: q.id, problem: 'outOfScale' });
    } else if (text.length > MAX_ANSWER_LENGTH) {
      problems.push({ index, questionId: q.id, problem: 'tooLong' });
    } else if (submit && q.required && rating === null && text === '') {
      problems.push({ index, questionId: q.id, problem: 'required' });
    }
  });
  return problems;
}

/** Answers as kept: one per asked question that has one, words trimmed, a rating only for a rating question. */
export const keptAnswers = (questions: AskedQuestion[], answers: QuestionAnswer[]): QuestionAnswer[] =>
  questions.flatMap((q) => {
    const a = answers.find((x) => x.questionId === q.id);
    if (!a) return [];
    const rating = q.kind === 'rating' ? a.rating : null;
    const text = q.kind === 'text' ? a.text?.trim() || null : null;
    return rating === null && text === null ? [] : [{ questionId: q.id, rating, text }];
  });
