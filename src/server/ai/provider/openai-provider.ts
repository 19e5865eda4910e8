import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiError } from './ai-error';
import { correctiveNote, readAnswer } from './answer-json';
import { guardedFetch, type FetchGuard } from './guarded-fetch';
import { classifyFailure } from './openai-failure';
import { backoffMs, DEFAULT_RETRY, wait, type RetryPolicy } from './retry';
import { learnFrom, newQuirks, shapeBody } from './server-quirks';
import type { AiAnswer, AiProvider, AiRequest, AiUsage } from './types';

/** The system message as it is sent: json_object mode requires the word JSON in the messages (OpenAI answers 400 otherwise). */
export const systemAsSent = (system: string) => (/json/i.test(system) ? system : `${system}\n\nAnswer with one JSON object only.`);

export type OpenAiProviderOptions = {
  /** The server's OpenAI-compatible root, e.g. https://api.openai.com/v1 or http://localhost:11434 (/v1 is added to a bare host). */
  baseUrl: string;
  /** Optional: local servers (Ollama, llama.cpp, vLLM, LM Studio) usually need none. */
  apiKey?: string;
  model: string;
  /** Per HTTP call. */
  timeoutMs?: number;
  /** The most tokens one answer may take; a request may ask for fewer, never more. */
  maxTokens?: number;
  retry?: Partial<RetryPolicy>;
  /** How far the calls may reach: a company's model only public addresses; every answer is capped in size. */
  guard?: FetchGuard;
};

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_TOKENS = 1_200;

// JSON mode is `response_format: { type: 'json_object' }` with the shape described in the system prompt, not a
// json_schema of the answer: Ollama, llama.cpp's server, vLLM and hosted OpenAI all take json_object, while strict
// json_schema support varies by server and version (server-quirks.ts has LM Studio's exception). The answer is
// checked against the zod schema either way.
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const baseURL = withApiRoot(options.baseUrl);
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const cap = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const client = new OpenAI({
    baseURL,
    // The package insists on a key; without one the Authorization header is left out instead.
    apiKey: options.apiKey || 'none',
    defaultHeaders: options.apiKey ? undefined : { Authorization: null },
    // Explicit nulls, so no OPENAI_* variable of the machine's environment reaches a call.
    organization: null,
    project: null,
    adminAPIKey: null,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: 0, // our own loop: it caps Retry-After and counts attempts
    logLevel: 'off',
    fetch: guardedFetch(options.guard ?? { publicOnly: false, followRedirects: true }) as unknown as typeof fetch,
  });
  const redact = (text: string) => (options.apiKey ? text.split(options.apiKey).join('[key]') : text);
  const quirks = newQuirks();

  async function send(messages: ChatCompletionMessageParam[], maxTokens: number, request: AiRequest<unknown>, usage: Counter) {
    let retry = 0;
    for (;;) {
      usage.attempts++;
      try {
        const body = shapeBody(quirks, { model: options.model, messages }, maxTokens);
        return await client.chat.completions.create(body, { signal: request.signal });
      } catch (error) {
        request.signal?.throwIfAborted();
        const failure = classifyFailure(error);
        // A server refusing a parameter's form is asked again at once in the form it takes; this is not a retry.
        if (failure.status && learnFrom(quirks, failure.status, failure.serverText ?? '')) continue;
        const fail = (why = '') =>
          new AiError(failure.code, redact(`AI call '${request.purpose}' failed: ${failure.detail}${why}`), {
            retryAfterMs: failure.retryAfterMs,
          });
        if (!failure.retryable || retry >= policy.maxRetries) throw fail(retry > 0 ? ` (after ${retry + 1} attempts)` : '');
        if ((failure.retryAfterMs ?? 0) > policy.maxRetryAfterMs) throw fail(' (asked to wait longer than we hold a call)');
        await wait(failure.retryAfterMs ?? backoffMs(policy, retry), request.signal);
        retry++;
      }
    }
  }

  return {
    kind: 'openai',
    describe: () => ({ kind: 'openai', model: options.model, host: new URL(baseURL).host }),
    async complete<T>(request: AiRequest<T>): Promise<AiAnswer<T>> {
      const system = systemAsSent(request.system);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: system },
        { role: 'user', content: request.user },
      ];
      const counter: Counter = { attempts: 0, usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 } };
      let reason = '';
      // One answer, and one more with a corrective note if the first could not be used.
      for (let answer = 0; answer < 2; answer++) {
        const sending = answer === 0 ? messages : [...messages, { role: 'user' as const, content: correctiveNote(reason) }];
        const completion = await send(sending, Math.min(request.maxTokens ?? cap, cap), request, counter);
        addUsage(counter.usage, completion);
        const choice = completion.choices?.[0];
        const read = readAnswer(choice?.message?.content, request.schema, choice?.finish_reason === 'length');
        if (read.ok) {
          const model = completion.model || options.model;
          return { value: read.value, model, usage: counter.usage, attempts: counter.attempts, sent: { system, user: request.user } };
        }
        reason = read.reason;
      }
      throw new AiError('malformed', `AI call '${request.purpose}' gave no usable answer twice: ${reason}`);
    },
  };
}

type Counter = { attempts: number; usage: AiUsage };

function addUsage(usage: AiUsage, completion: ChatCompletion) {
  usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
  usage.completionTokens += completion.usage?.completion_tokens ?? 0;
  usage.totalTokens += completion.usage?.total_tokens ?? 0;
}

// Ollama and others serve the API under /v1; a base URL given as a bare host means that root.
function withApiRoot(baseUrl: string) {
  const url = new URL(baseUrl);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/v1';
  return url.toString().replace(/\/$/, '');
}
