import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { badRequest } from '../../errors';
import { notObserver } from '../../http/access';
import { route } from '../../http/route';
import { callerOf } from '../../http/unit-of-work';
import { asViewer } from '../../goals';
import { aiEndpoints as e } from '../../../contract/endpoints/ai';
import { writerHeaders } from '../../../domain/ai/written-by';
import { loadGoalWritingFacts } from './goal-facts';
import {
  goalWritingSent,
  writeDescriptionSuggestions,
  writeGoalSuggestions,
  writeMeasurementSuggestions,
  type GoalWriter,
  type Written,
} from './goal-writing';

const TITLE_FIRST = 'Please enter a title first.';

/** The spec's bare list as the body; who wrote it in the headers (decision 028). */
function answer<T>(reply: FastifyReply, written: Written<T>): T {
  void reply.headers(writerHeaders(written.writtenBy));
  return written.list;
}

/**
 * Goal writing (spec 000 §7 'Goal entry'). The facts are read in the request's transaction; the model is asked after
 * it has closed, so a slow model holds no database connection. Observers add no goals, so they get no goal writing.
 */
export function goalWritingRoutes(app: FastifyInstance, deps: Deps, writerFor: (req: FastifyRequest) => Promise<GoalWriter>) {
  route(app, e.goalSuggestions, notObserver, async (req, reply) => {
    const facts = await asViewer(deps, req, (w) => loadGoalWritingFacts(w, req.body));
    return answer(reply, await writeGoalSuggestions(await writerFor(req), callerOf(deps, req), facts));
  });
  route(app, e.measurementSuggestions, notObserver, async (req, reply) => {
    const facts = await asViewer(deps, req, (w) => loadGoalWritingFacts(w, req.body));
    const text = { title: req.body.Title, measurement: req.body.Measurement ?? null };
    return answer(reply, await writeMeasurementSuggestions(await writerFor(req), callerOf(deps, req), facts, text));
  });
  route(app, e.descriptionSuggestions, notObserver, async (req, reply) => {
    const facts = await asViewer(deps, req, (w) => loadGoalWritingFacts(w, req.body));
    const text = { title: req.body.Title, measurement: req.body.Measurement ?? null };
    return answer(reply, await writeDescriptionSuggestions(await writerFor(req), callerOf(deps, req), facts, text));
  });
  route(app, e.goalWritingSent, notObserver, async (req) => {
    const title = req.body.Title?.trim() ?? '';
    if (req.body.For !== 'goals' && !title) throw badRequest(TITLE_FIRST, 'Title');
    const facts = await asViewer(deps, req, (w) => loadGoalWritingFacts(w, req.body));
    return goalWritingSent(await writerFor(req), req.body.For, facts, { title, measurement: req.body.Measurement ?? null });
  });
}
