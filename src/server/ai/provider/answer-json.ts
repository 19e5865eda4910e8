import type { z } from 'zod';

export type ReadAnswer<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Reads a model's text as the JSON the schema expects. Some servers ignore the JSON mode and fence the object
 * in a Markdown code block, so a fence around the whole answer is taken off; anything else must be the object.
 */
export function readAnswer<T>(content: string | null | undefined, schema: z.ZodType<T>, cutOff: boolean): ReadAnswer<T> {
  if (cutOff) return { ok: false, reason: 'the answer was cut off at the token limit' };
  const text = unfence((content ?? '').trim());
  if (text === '') return { ok: false, reason: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the answer was not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`);
  return { ok: false, reason: `the JSON did not have the requested shape (${issues.join('; ')})` };
}

/** The note added to the conversation when an answer could not be used, before the one retry. */
export const correctiveNote = (reason: string) =>
  `Your previous answer could not be used: ${reason}. Answer again with only the JSON object described above, nothing else.`;

const unfence = (text: string) => /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(text)?.[1]?.trim() ?? text;
