import { z } from 'zod';
import { fill, promptReader } from '../prompt-files';
import { discTypeLabel, type DiscType } from '../../../domain/user-manual/disc-types';
import { DETAIL_KEYS, type DiscTexts } from '../../../domain/user-manual/type-texts';
import type { Language } from '../../../domain/languages';
import { CATALOGUES } from '../../../i18n/all';
import type enManual from '../../../i18n/en/manual';
import type { AiWriter } from '../../../contract/ai';
import type { ManualGptRequest } from '../../../contract/user-manual';
import { askWithin } from '../provider/ask-within';
import type { AiCaller } from '../ai-caller';
import { textsIn } from '../../texts';

// POST myusermanual/gpt {Disc} (spec 001 §7 'User manual'): a description to start the manual entry from.

const PROMPT = promptReader(import.meta.url)('manual-description');

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

/** The prompt as written (English) for English; another language is named in a last line, as the model should write. */
function systemPrompt(disc: DiscType, language: Language): string {
  const prompt = fill(PROMPT, { type: disc, label: discTypeLabel(disc) });
  if (language === 'en') return prompt;
  return `${prompt}\n\nWrite the description in ${new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language}.`;
}

/**
 * A description of the type to start a manual entry from, written in `language`; the built-in writer says so in the
 * same language (the drawer shows its notice as it comes).
 */
export async function writeManualDescription(
  caller: AiCaller,
  input: z.output<typeof ManualGptRequest>,
  language: Language,
): Promise<ManualDescription> {
  const disc = input.Disc;
  const writer = await caller.ai.writerFor(caller.actor.tenantId);
  if (!writer.provider) {
    return {
      Description: asParagraphs(typeNotes(disc, language)),
      WrittenBy: { Kind: 'built-in', Model: null, Notice: textsIn(language, 'files')('manual.typeNotice') },
      Sent: null,
    };
  }
  const system = systemPrompt(disc, language);
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
