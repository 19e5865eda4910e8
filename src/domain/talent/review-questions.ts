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
