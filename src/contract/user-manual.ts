import { z } from 'zod';
import { DISC_TYPES } from '../domain/user-manual/disc-types';
import { AiSent, AiWriter } from './ai';
import { RICH_TEXT } from './common';

// Personal user manuals, DISC-style (spec 001 §3 'User manual', §4, §5 'Manual DISC', §7 'User manual'; issue 17;
// decision 021). Trellis carries the assessment itself: the private key opens the questionnaire, the public key the
// read-only report.

const id = z.coerce.number().int().positive();
export const PLEASE_SELECT = 'Please select!';
export const PLEASE_ENTER = 'Please enter!';
export const ONLY_PDF = 'Only PDF formats are allowed to upload.';
export const MANUAL_DESCRIPTION_MAX = 20_000;
/** The largest PDF a person may attach. */
export const MANUAL_PDF_MAX_BYTES = 5 * 1024 * 1024;

/** 0 no manual yet, 3 an assessment in progress, 4 a manual (assessment done, or entered by hand). */
export const MANUAL_STATUSES = [0, 3, 4] as const;

export const DiscType = z.enum(DISC_TYPES, PLEASE_SELECT);

export const ProfileParam = z.object({ x: id });
export const ProfileIdParam = z.object({ profileId: id });
export const KeyParam = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a manual key.') });
export const ReportParams = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a manual key.'),
  mode: z.enum(['0', '1'], 'Choose 0 or 1.'),
});

export const ReportPdfParams = z.object({ publicKey: ReportParams.shape.publicKey });

/** What register, isexist, connect, manualadd and the assessment's completion answer. */
export const ManualState = z.object({
  status: z.union([z.literal(0), z.literal(3), z.literal(4)]),
  Status: z.union([z.literal(0), z.literal(3), z.literal(4)]).describe('The same as status (the spec names both)'),
  PublicKey: z.string().nullable().describe('Anyone who may view the manual may open its report'),
  PrivateKey: z.string().nullable().describe('The owner’s alone: null for everyone else'),
  Disc: DiscType.nullable().describe('The manual’s type, from the assessment or the manual entry'),
  Source: z.enum(['assessment', 'manual']).nullable(),
  ManualUserManual: z
    .object({ Disc: DiscType, Description: z.string().describe(RICH_TEXT), FilePath: z.string().nullable() })
    .nullable()
    .describe('A manual entry; FilePath names its PDF, downloaded from /myusermanual/download/{profileId}'),
  Progress: z.object({ Answered: z.number(), Total: z.number() }).nullable().describe('The owner’s assessment in progress'),
  CanEdit: z.boolean().describe('The viewer owns the manual'),
});
export type ManualState = z.infer<typeof ManualState>;

/** POST myusermanual/manualadd/ {Disc, Description, FilePath}: a manual entry, replacing the assessment. */
export const ManualAddRequest = z.object({
  Disc: DiscType,
  Description: z
    .string({ error: PLEASE_ENTER })
    .trim()
    .min(1, PLEASE_ENTER)
    .max(MANUAL_DESCRIPTION_MAX, `Must be at most ${MANUAL_DESCRIPTION_MAX} characters.`)
    .describe(RICH_TEXT),
  FilePath: z.string().max(80).nullish().describe('A name fileupload answered, or none'),
});
export type ManualAddRequest = z.input<typeof ManualAddRequest>;

/** POST myusermanual/manualadd/attachment {FilePath}: attach (or, with null, remove) the PDF of the manual entry. */
export const AttachmentRequest = z.object({ FilePath: z.string().max(80).nullable() });

/** POST myusermanual/fileupload answers the stored file's name. */
export const UploadedFile = z.object({ FilePath: z.string(), Name: z.string() });

/** POST myusermanual/gpt {Disc}: a description of the type to start from. */
export const ManualGptRequest = z.object({ Disc: DiscType });
export const ManualGptAnswer = z.object({ Description: z.string(), WrittenBy: AiWriter, Sent: AiSent });

/** The questionnaire of the assessment (ours): GET and PUT /myusermanual/assessment/{key}. */
export const Assessment = z.object({
  UserName: z.string(),
  Questions: z.array(z.object({ Id: z.number(), Text: z.string() })),
  Choices: z.array(z.object({ Value: z.number(), Label: z.string() })),
  Answers: z.record(z.string(), z.number()),
  Answered: z.number(),
  Total: z.number(),
});
export type Assessment = z.infer<typeof Assessment>;
export const AssessmentAnswers = z.object({
  Answers: z.record(z.string().regex(/^\d{1,3}$/), z.number().int().min(1).max(5)).describe('Question id → 1..5'),
});
export type AssessmentAnswers = z.input<typeof AssessmentAnswers>;

/** GET myusermanual/report/{publicKey}/{0|1}: the report as an array of sections, in this order. */
export const ReportSection = z.discriminatedUnion('Section', [
  z.object({
    Section: z.literal('ScaleInsights'),
    Items: z.array(z.object({ ScaleName: z.string(), Text: z.string(), total: z.number() })),
  }),
  z.object({ Section: z.literal('Summary'), Disc: DiscType, DiscTitle: z.string(), Text: z.string() }),
  z.object({ Section: z.literal('Percentages'), Per1: z.number(), Per2: z.number(), Per3: z.number(), Per4: z.number() }),
  z.object({ Section: z.literal('Questions'), Items: z.array(z.object({ Question: z.string(), AnswerChoice: z.string() })) }),
  z.object({ Section: z.literal('Details'), Items: z.array(z.object({ Title: z.string(), Detail: z.string() })) }),
  z.object({ Section: z.literal('User'), UserName: z.string(), Description: z.string().nullable().describe(RICH_TEXT) }),
]);
export type ReportSection = z.infer<typeof ReportSection>;
export const ManualReport = z.array(ReportSection);
