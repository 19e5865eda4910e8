import { BUILT_IN_NOTICE } from './notice';

/** Who wrote an answer (the wire's AiWriter), told apart from the answer itself. */
export type Writer = { Kind: 'model' | 'built-in'; Model: string | null; Notice: string | null };

// The goal-writing calls answer the spec's bare lists; who wrote them rides in these headers (decision 028).
export const WRITTEN_BY_HEADER = 'X-Trellis-Written-By';
export const MODEL_HEADER = 'X-Trellis-Model';

export const BUILT_IN_WRITER: Writer = { Kind: 'built-in', Model: null, Notice: BUILT_IN_NOTICE };
export const modelWriter = (model: string): Writer => ({ Kind: 'model', Model: model, Notice: null });

/** The headers that say who wrote an answer; a model's name is percent-encoded, as a header carries only ASCII. */
export function writerHeaders(writer: Writer): Record<string, string> {
  return writer.Kind === 'model' && writer.Model
    ? { [WRITTEN_BY_HEADER]: 'model', [MODEL_HEADER]: encodeURIComponent(writer.Model) }
    : { [WRITTEN_BY_HEADER]: 'built-in' };
}

/** Who wrote an answer, read back from its headers; anything unreadable counts as the built-in writer, which asks no model. */
export function writerFromHeaders(get: (name: string) => string | null | undefined): Writer {
  if (get(WRITTEN_BY_HEADER)?.trim() !== 'model') return BUILT_IN_WRITER;
  const raw = get(MODEL_HEADER) ?? '';
  let model: string;
  try {
    model = decodeURIComponent(raw);
  } catch {
    model = raw;
  }
  return modelWriter(model || 'unnamed');
}
