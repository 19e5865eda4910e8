import type { z } from 'zod';
import type { GoalSentRequest, GoalWritingCall } from '../../../../contract/ai';
import type { Answer, CallInput, Endpoint, EndpointOf, Route } from '../../../../contract/endpoint';
import { writerFromHeaders, type Writer } from '../../../../domain/ai/written-by';
import { callWithHeaders } from '../../../shared/api-client';

/** A goal-writing answer as the screens use it: the spec's list, who wrote it (from the headers), and how to ask what was sent. */
export type AiAnswer<T> = { Suggestions: T; WrittenBy: Writer; SentFor: GoalSentRequest };

type WithBody = Route<Endpoint & { body: z.ZodType }>;

/** Asks one of /Goal/gpt, /measurements, /description and reads who wrote the answer from its headers. */
export async function askGoalWriting<R extends WithBody>(
  e: R,
  call: GoalWritingCall,
  body: z.input<EndpointOf<R>['body']>,
  signal?: AbortSignal,
): Promise<AiAnswer<Answer<EndpointOf<R>>>> {
  const answer = await callWithHeaders(e, { ...({ body } as CallInput<EndpointOf<R>>), signal });
  return {
    Suggestions: answer.body,
    WrittenBy: writerFromHeaders((name) => answer.headers.get(name)),
    SentFor: { ...(body as Omit<GoalSentRequest, 'For'>), For: call },
  };
}
