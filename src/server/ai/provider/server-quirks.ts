import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';

type ResponseFormat = ChatCompletionCreateParamsNonStreaming['response_format'];

// JSON mode as servers accept it, tried in order. `json_object` first (OpenAI, Ollama, llama.cpp, vLLM); LM Studio
// refuses it with 400 "'response_format.type' must be 'json_schema' or 'text'" but takes a json_schema of any object,
// which means the same; a server refusing both gets no response_format and the prompt alone asks for JSON.
const FORMATS: (ResponseFormat | undefined)[] = [
  { type: 'json_object' },
  { type: 'json_schema', json_schema: { name: 'answer', schema: { type: 'object' } } },
  undefined,
];

/** What one server accepts, learnt from its 400 answers and kept for the provider's lifetime. */
export type ServerQuirks = { format: number; tokensField: 'max_tokens' | 'max_completion_tokens' };

export const newQuirks = (): ServerQuirks => ({ format: 0, tokensField: 'max_tokens' });

export function shapeBody(
  quirks: ServerQuirks,
  body: Omit<ChatCompletionCreateParamsNonStreaming, 'max_tokens' | 'response_format'>,
  maxTokens: number,
): ChatCompletionCreateParamsNonStreaming {
  const format = FORMATS[quirks.format];
  return { ...body, [quirks.tokensField]: maxTokens, ...(format ? { response_format: format } : {}) };
}

/**
 * Learns from a 400 naming a parameter we sent: the next JSON-mode form, or max_completion_tokens for OpenAI models
 * that refuse max_tokens. True when something changed and the same call is worth sending again.
 */
export function learnFrom(quirks: ServerQuirks, status: number, serverText: string): boolean {
  if (status !== 400) return false;
  if (/response_format/i.test(serverText) && quirks.format < FORMATS.length - 1) {
    quirks.format++;
    return true;
  }
  if (/max_tokens/.test(serverText) && /max_completion_tokens/.test(serverText) && quirks.tokensField === 'max_tokens') {
    quirks.tokensField = 'max_completion_tokens';
    return true;
  }
  return false;
}
