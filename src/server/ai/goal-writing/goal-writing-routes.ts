import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notObserver } from '../../http/access';
import { readerLanguage } from '../../http/reader-language';
import { route } from '../../http/route';
import { aiEndpoints as e } from '../../../contract/endpoints/ai';
import { writerHeaders } from '../../../domain/ai/written-by';
import type { AiCaller } from '../ai-caller';
import {
  getGoalWritingSent,
  writeDescriptionSuggestions,
  writeGoalSuggestions,
  writeMeasurementSuggestions,
  type Written,
} from './goal-writing';

/** The spec's bare list as the body; who wrote it in the headers (decision 028). */
function answer<T>(reply: FastifyReply, written: Written<T>): T {
  void reply.headers(writerHeaders(written.writtenBy));
  return written.list;
}

/**
 * Goal writing (spec 000 §7 'Goal entry'), in the language of whoever asks (issue 30). Observers add no goals, so they
 * get no goal writing.
 */
export function goalWritingRoutes(app: FastifyInstance, caller: (req: FastifyRequest) => AiCaller): void {
  route(app, e.goalSuggestions, notObserver, async (req, reply) =>
    answer(reply, await writeGoalSuggestions(caller(req), req.body, readerLanguage(req))),
  );
  route(app, e.measurementSuggestions, notObserver, async (req, reply) =>
    answer(reply, await writeMeasurementSuggestions(caller(req), req.body, readerLanguage(req))),
  );
  route(app, e.descriptionSuggestions, notObserver, async (req, reply) =>
    answer(reply, await writeDescriptionSuggestions(caller(req), req.body, readerLanguage(req))),
  );
  route(app, e.goalWritingSent, notObserver, (req) => getGoalWritingSent(caller(req), req.body, readerLanguage(req)));
}
