import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guard } from '../../http/access';
import { route } from '../../http/route';
import { sendDocument } from '../../http/download';
import { mayUseSummaries } from '../../../domain/ai/summary-access';
import { aiSummaryEndpoints as e } from '../../../contract/endpoints/ai-summaries';
import type { AiCaller } from '../ai-caller';
import { getSummarySlides } from './summary-slides';
import {
  editAnnual,
  editQuarter,
  getSummaryOptions,
  openSummary,
  regenerateExecutive,
  regenerateGoal,
  regenerateQuarter,
} from './summary-service';

/** Observers who are neither HR nor org admins have no AI summaries (spec 001 §6, reports 11 and 12). */
const summaryReaders = guard('may use AI summaries', mayUseSummaries);

/** The AI summaries of spec 001 §7 'AI summaries', with ours to edit, choose and download. */
export function summaryRoutes(app: FastifyInstance, caller: (req: FastifyRequest) => AiCaller): void {
  route(app, e.options, summaryReaders, (req) => getSummaryOptions(caller(req)));
  route(app, e.quarter, summaryReaders, (req) =>
    openSummary(caller(req), { kind: 'quarter', periodId: req.params.periodId, forWhom: req.params.forWhom, wait: req.query.wait !== '0' }),
  );
  route(app, e.annual, summaryReaders, (req) =>
    openSummary(caller(req), { kind: 'annual', year: req.params.year, forWhom: req.params.forWhom, wait: req.query.wait !== '0' }),
  );
  route(app, e.regenerateGoal, summaryReaders, (req) => regenerateGoal(caller(req), { ...req.params, context: req.body.Context ?? null }));
  route(app, e.regenerateQuarter, summaryReaders, (req) =>
    regenerateQuarter(caller(req), { ...req.params, context: req.body.Context ?? null }),
  );
  route(app, e.regenerateExecutive, summaryReaders, (req) =>
    regenerateExecutive(caller(req), { ...req.params, context: req.body.Context ?? null }),
  );
  route(app, e.editQuarter, summaryReaders, (req) => editQuarter(caller(req), { ...req.params, edit: req.body }));
  route(app, e.editAnnual, summaryReaders, (req) => editAnnual(caller(req), { ...req.params, edit: req.body }));
  route(app, e.quarterSlides, summaryReaders, async (req, reply) => {
    const file = await getSummarySlides(caller(req), { kind: 'quarter', ...req.params });
    return sendDocument(reply, file.bytes, { kind: 'pptx', name: file.name });
  });
  route(app, e.annualSlides, summaryReaders, async (req, reply) => {
    const file = await getSummarySlides(caller(req), { kind: 'annual', ...req.params });
    return sendDocument(reply, file.bytes, { kind: 'pptx', name: file.name });
  });
}
