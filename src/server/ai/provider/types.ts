import type { z } from 'zod';

export type AiProviderKind = 'openai' | 'builtin';

export type AiRequest<T> = {
  /** What the call is for, e.g. 'goal-suggestions'; it names the call in errors and logs. */
  purpose: string;
  system: string;
  user: string;
  /** The JSON answer expected; the system prompt describes the same shape to the model. */
  schema: z.ZodType<T>;
  maxTokens?: number;
  signal?: AbortSignal;
};

export type AiUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

export type AiAnswer<T> = {
  value: T;
  model: string;
  /** Summed over every answer the model gave for this call. */
  usage: AiUsage;
  /** HTTP calls made, retries included. */
  attempts: number;
  /** What went to the model, for the screen's 'What we sent to the AI'. */
  sent: { system: string; user: string };
};

/** What the screen may show about a provider: never its key. */
export type AiProviderDescription = { kind: AiProviderKind; model: string | null; host: string | null };

export type AiProvider = {
  kind: AiProviderKind;
  describe(): AiProviderDescription;
  complete<T>(request: AiRequest<T>): Promise<AiAnswer<T>>;
};
