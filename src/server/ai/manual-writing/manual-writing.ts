import { z } from 'zod';
import { fill, promptReader } from '../prompt-files';
import { discTypeLabel, type DiscType } from '../../../domain/user-manual/disc-types';
import { DETAIL_KEYS, type DiscTexts } from '../../../domain/user-manual/type-texts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/languages';
import { CATALOGUES } from '../../../i18n/all';
import type enManual from '../../../i18n/en/manual';
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

const discTexts = (language: Language): DiscTexts => (CATALOGUES[language].manual as typeof enManual).disc;

/** The type's own notes in a language, which the built-in writer gives as they are and a model takes as its guide. */
function typeNotes(disc: DiscType, language: Language): string {
  const { types, details } = discTexts(language);
  return [`${types.title[disc]}. ${types.summary[disc]}`, ...DETAIL_KEYS.map((key) => `${details[key]}: ${types[key][disc]}`)].join('\n\n');
}

export type ManualDescription = { Description: string; WrittenBy: AiWriter; Sent: { System: string; User: string } | null };

/** A description of the type to start a manual entry from, written in `language`. */
export async function writeManualDescription(
  caller: AiCaller,
  input: z.output<typeof ManualGptRequest>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ManualDescription> {
  const disc = input.Disc;
  const writer = await caller.ai.writerFor(caller.actor.tenantId);
  if (!writer.provider) {
    return {
      Description: asParagraphs(typeNotes(disc, language)),
      WrittenBy: { Kind: 'built-in', Model: null, Notice: TYPE_NOTICE },
      Sent: null,
    };
  }
  const system = fill(PROMPT, { type: disc, label: discTypeLabel(disc) });
  const user = `Notes about the type:\n${typeNotes(disc, language)}`;
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
