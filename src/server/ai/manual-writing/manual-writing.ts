import { z } from 'zod';
import { fill, promptReader } from '../prompt-files';
import { discTypeLabel, type DiscType } from '../../../domain/user-manual/disc-types';
import { TYPE_TEXTS } from '../../../domain/user-manual/report-texts';
import { DETAIL_TITLES } from '../../../domain/user-manual/type-texts';
import type { AiWriter } from '../../../contract/ai';
import type { ManualGptRequest } from '../../../contract/user-manual';
import { askWithin } from '../provider/ask-within';
import type { AiCaller } from '../ai-caller';

// POST myusermanual/gpt {Disc} (spec 001 §7 'User manual'): a description to start the manual entry from.

const PROMPT = promptReader(import.meta.url)('manual-description');
export const TYPE_NOTICE = 'Written from the type’s description without an AI model';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Plain paragraphs (blank-line separated) as the rich text the editor holds. */
export const asParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/** The type's own notes, which the built-in writer gives as they are and a model takes as its guide. */
function typeNotes(disc: DiscType): string {
  const t = TYPE_TEXTS[disc];
  return [`${t.title}. ${t.summary}`, ...DETAIL_TITLES.map(([key, title]) => `${title}: ${t[key]}`)].join('\n\n');
}

export type ManualDescription = { Description: string; WrittenBy: AiWriter; Sent: { System: string; User: string } | null };

export async function writeManualDescription(caller: AiCaller, input: z.output<typeof ManualGptRequest>): Promise<ManualDescription> {
  const disc = input.Disc;
  const writer = await caller.ai.writerFor(caller.actor.tenantId);
  if (!writer.provider) {
    return { Description: asParagraphs(typeNotes(disc)), WrittenBy: { Kind: 'built-in', Model: null, Notice: TYPE_NOTICE }, Sent: null };
  }
  const system = fill(PROMPT, { type: disc, label: discTypeLabel(disc) });
  const user = `Notes about the type:\n${typeNotes(disc)}`;
  const provider = writer.provider;
  const answer = await askWithin(writer.limiter, caller.actor, () =>
    provider.complete({
      purpose: 'manual-description',
      system,
      user,
      schema: z.object({ description: z.string().trim().min(1) }),
    }),
  );
  return {
    Description: asParagraphs(answer.value.description),
    WrittenBy: { Kind: 'model', Model: answer.model, Notice: null },
    Sent: { System: system, User: user },
  };
}
