import { z } from 'zod';

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
