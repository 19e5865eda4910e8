import { z } from 'zod';
import { PEER_VISIBILITIES } from '../domain/talent/review-questions';
import { requiredText } from './common';

// Appraisals with more voices (issue 34, decision 077): peer and upward feedback.

const id = z.coerce.number().int().positive();

export const FeedbackPeriodParams = z.object({ periodId: id });
export const FeedbackPersonParams = z.object({ periodId: id, userId: id });

export const MAX_PEERS_IN_LIST = 50;
export const PeerList = z.object({
  UserIds: z
    .array(z.number().int().positive())
    .max(MAX_PEERS_IN_LIST, `Name at most ${MAX_PEERS_IN_LIST} people.`)
    .describe('The people asked; those left out are removed'),
});
export type PeerList = z.infer<typeof PeerList>;

const Person = z.object({ Id: z.number(), Name: z.string() });
const FeedbackState = z.enum(['nominated', 'requested', 'declined', 'submitted']);

export const SeenRequest = z.object({
  Id: z.number(),
  Respondent: Person,
  State: FeedbackState.describe('The person themself sees only nominated or requested'),
  DeclineReason: z.string().nullable(),
  RequestedAt: z.string().nullable(),
  SubmittedAt: z.string().nullable(),
});
export type SeenRequest = z.infer<typeof SeenRequest>;

export const SeenAnswer = z.object({
  Writer: Person.nullable().describe('Null whenever the answer is shown without names'),
  Question: z.string(),
  Kind: z.enum(['rating', 'text']),
  Scale: z.array(z.string()).nullable(),
  Rating: z.number().nullable(),
  Text: z.string().nullable(),
});
export type SeenAnswer = z.infer<typeof SeenAnswer>;

export const SeenSummary = z.object({ Question: z.string(), Scale: z.array(z.string()), Average: z.number(), Count: z.number() });
export type SeenSummary = z.infer<typeof SeenSummary>;

export const PeersSeen = z.object({
  Visibility: z.enum([...PEER_VISIBILITIES, 'full', 'none']),
  Requests: z.array(SeenRequest),
  Answers: z.array(SeenAnswer),
  Summary: z.array(SeenSummary),
  Count: z.number().describe('Answers handed in'),
  Threshold: z.number(),
  Shown: z.boolean(),
});
export type PeersSeen = z.infer<typeof PeersSeen>;

export const UpwardSeen = z.object({
  Asked: z.number(),
  Count: z.number(),
  Threshold: z.number(),
  Shown: z.boolean(),
  Answers: z.array(SeenAnswer),
  Summary: z.array(SeenSummary),
});
export type UpwardSeen = z.infer<typeof UpwardSeen>;

/** GET /talent/feedback/{periodId}/{userId}: what the caller may see of that person's feedback (null: not theirs to see). */
export const FeedbackView = z.object({
  UserId: z.number(),
  PeriodId: z.number(),
  Peers: PeersSeen.nullable(),
  Upward: UpwardSeen.nullable(),
});
export type FeedbackView = z.infer<typeof FeedbackView>;

export const FeedbackQuarter = z.object({
  Id: z.number(),
  Quarter: z.number(),
  Year: z.number(),
  DueOn: z.string().describe('The day feedback is due'),
  ClosesOn: z.string().describe('The first day answers are no longer taken'),
});
export type FeedbackQuarter = z.infer<typeof FeedbackQuarter>;

/** GET /talent/feedback/setup: what the Feedback tab needs to know of the company and the quarter open for appraisals. */
export const FeedbackSetup = z.object({
  PeerFeedbackOn: z.boolean(),
  UpwardFeedbackOn: z.boolean(),
  PeerCap: z.number(),
  PeerVisibility: z.enum(PEER_VISIBILITIES),
  Quarter: FeedbackQuarter.nullable().describe('The newest quarter open for appraisals, if any'),
  ManagerId: z.number().nullable(),
  HasReports: z.boolean(),
});
export type FeedbackSetup = z.infer<typeof FeedbackSetup>;

export const PageQuery = z.object({
  Limit: z.coerce.number().int().min(1).max(100).default(20),
  Offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /talent/feedback/{periodId}/approvals: the caller's reports (or, for a talent admin, anyone with nominations). */
export const PeerApprovals = z.object({
  Total: z.number(),
  Items: z.array(z.object({ User: Person.extend({ JobTitle: z.string().nullable() }), Requests: z.array(SeenRequest) })),
});
export type PeerApprovals = z.infer<typeof PeerApprovals>;

export const FeedbackKind = z.enum(['peer', 'upward']);

export const AskedListQuery = PageQuery.extend({ State: z.enum(['requested', 'submitted', 'declined']).optional() });

export const AskedSummary = z.object({
  Id: z.number(),
  Kind: FeedbackKind,
  State: FeedbackState,
  Subject: Person.extend({ JobTitle: z.string().nullable() }),
  PeriodId: z.number(),
  Quarter: z.string(),
  DueOn: z.string(),
  RequestedAt: z.string().nullable(),
});
export type AskedSummary = z.infer<typeof AskedSummary>;

/** GET /talent/feedback/requests: what the caller is asked to answer, peer and upward, newest quarter first. */
export const AskedList = z.object({ Total: z.number(), Items: z.array(AskedSummary) });
export type AskedList = z.infer<typeof AskedList>;

const Answer = z.object({
  QuestionId: z.number().int(),
  Rating: z.number().int().nullable().default(null),
  Text: z.string().max(10_000).nullable().default(null),
});

export const AskedRequest = AskedSummary.extend({
  Questions: z.array(
    z.object({
      Id: z.number(),
      Text: z.string(),
      Kind: z.enum(['rating', 'text']),
      Scale: z.array(z.string()).nullable(),
      Required: z.boolean(),
    }),
  ),
  Answers: z.array(z.object({ QuestionId: z.number(), Rating: z.number().nullable(), Text: z.string().nullable() })),
  DeclineReason: z.string().nullable(),
  CanAnswer: z.boolean(),
  CanDecline: z.boolean(),
  Anonymous: z.boolean().describe('Whether the person it is about sees this answer without the writer'),
});
export type AskedRequest = z.infer<typeof AskedRequest>;

export const AnswerSave = z.object({ Answers: z.array(Answer).max(100), Submit: z.boolean() });
export type AnswerSave = z.infer<typeof AnswerSave>;

export const REASON_REQUIRED = 'Say why you decline.';
export const DeclineSave = z.object({ Reason: requiredText(1000, REASON_REQUIRED) });

/** GET /talent/feedback/about/{id}: whose feedback a request belongs to, for a notice's link. */
export const FeedbackAbout = z.object({
  UserId: z.number(),
  Name: z.string().describe('The name of the person the feedback is about'),
  PeriodId: z.number(),
  Quarter: z.string().describe("The quarter's label, e.g. 'Q3 2026'"),
  Asked: z.boolean(),
});
