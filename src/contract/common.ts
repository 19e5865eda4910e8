import { z } from 'zod';
import { LANGUAGES } from '../domain/languages';

/** The one error shape every failing call answers with. */
export const ErrorBody = z.object({
  Message: z.string(),
  Errors: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ Message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** Trimmed text with a length limit and a readable message. */
export const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);
export const requiredText = (max: number, message: string) => text(max).min(1, message);
export const email = (max: number, message = 'Please enter valid email') =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).pipe(z.email(message));

const isCalendarDate = (v: string) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar day on the wire: YYYY-MM-DD, a day that exists. */
export const isoDate = (message = 'A date as YYYY-MM-DD.') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, { message });

export const WEB_URL_ONLY = 'Enter a web address that starts with http:// or https://.';

const hasWebScheme = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Every URL field a client sends: trimmed, '' for none, else an absolute http(s) address. Any other scheme
 * (javascript:, data:, vbscript:, file:) is refused, as a link to it would run or open something in the reader's
 * browser. A field whose spec words the refusal its own way passes that message.
 */
export const webUrl = (max: number, message = WEB_URL_ONLY) =>
  text(max).refine((v) => v === '' || hasWebScheme(v), { message, abort: true });

/**
 * The description that marks a field as rich text (HTML) in the API document: the server sanitises it,
 * and the rich-text guard suite (src/server/guards) sends its XSS corpus through every field so marked.
 */
export const RICH_TEXT = 'Rich text (HTML); sanitised on the server.';

/** A language Trellis speaks: 'en' or 'de' (decision 062). */
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
