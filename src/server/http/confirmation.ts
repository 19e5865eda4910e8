import type { FastifyRequest } from 'fastify';
import { messageIn } from '../texts/message-words';
import { readerLanguage } from './reader-language';

/**
 * An answer whose Message a screen shows to the person who asked (a confirmation such as "Ana Ruiz now reports to
 * Ben Ode."), with that Message in their language: the services write it in English, as the errors (decision 064).
 */
export const confirmed = <T extends { Message: string }>(req: Pick<FastifyRequest, 'actor' | 'headers'>, answer: T): T => ({
  ...answer,
  Message: messageIn(answer.Message, readerLanguage(req)),
});
