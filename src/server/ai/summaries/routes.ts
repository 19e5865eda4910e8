import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guard } from '../../http/access';
import { route } from '../../http/route';
import { readerLanguage } from '../../http/reader-language';
import { messageIn } from '../../texts/message-words';
import type { AiSummaryAnswer } from '../../../contract/ai-summaries';
import { sendDocument } from '../../http/download';
import { GENERATING, mayUseSummaries } from '../../../domain/ai/summary-access';
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

/**
 * A summary's answer with its Message (a failure, or how far the writing got) in the reader's language, but for
 * 'Generating...', which the spec's client compares as it is.
 */
async function said(req: FastifyRequest, answer: Promise<AiSummaryAnswer>): Promise<AiSummaryAnswer> {
  const a = await answer;
  return a.Message === null || a.Message === GENERATING ? a : { ...a, Message: messageIn(a.Message, readerLanguage(req)) };
}

/** The AI summaries of spec 001 §7 'AI summaries', with ours to edit, choose and download. */
export function summaryRoutes(app: FastifyInstance, caller: (req: FastifyRequest) => AiCaller): void {
  route(app, e.options, summaryReaders, (req) => getSummaryOptions(caller(req)));
  // A summary is written in the language of whoever asks for it (summary-job.ts says what happens to a kept one).
  route(app, e.quarter, summaryReaders, (req) => {
    const { periodId, forWhom } = req.params;
    const wait = req.query.wait !== '0';
    return said(req, openSummary(caller(req), { kind: 'quarter', periodId, forWhom, wait, language: readerLanguage(req) }));
  });
  route(app, e.annual, summaryReaders, (req) => {
    const { year, forWhom } = req.params;
    const wait = req.query.wait !== '0';
    return said(req, openSummary(caller(req), { kind: 'annual', year, forWhom, wait, language: readerLanguage(req) }));
  });
  const regenerating = (req: FastifyRequest & { body: { Context?: string | null } }) => ({
    context: req.body.Context ?? null,
    language: readerLanguage(req),
  });
  route(app, e.regenerateGoal, summaryReaders, (req) => said(req, regenerateGoal(caller(req), { ...req.params, ...regenerating(req) })));
  route(app, e.regenerateQuarter, summaryReaders, (req) =>
    said(req, regenerateQuarter(caller(req), { ...req.params, ...regenerating(req) })),
  );
  route(app, e.regenerateExecutive, summaryReaders, (req) =>
    said(req, regenerateExecutive(caller(req), { ...req.params, ...regenerating(req) })),
  );
  route(app, e.editQuarter, summaryReaders, (req) => editQuarter(caller(req), { ...req.params, edit: req.body }));
  route(app, e.editAnnual, summaryReaders, (req) => editAnnual(caller(req), { ...req.params, edit: req.body }));
  route(app, e.quarterSlides, summaryReaders, async (req, reply) => {
    const file = await getSummarySlides(caller(req), { kind: 'quarter', ...req.params }, readerLanguage(req));
    return sendDocument(reply, file.bytes, { kind: 'pptx', name: file.name });
  });
  route(app, e.annualSlides, summaryReaders, async (req, reply) => {
    const file = await getSummarySlides(caller(req), { kind: 'annual', ...req.params }, readerLanguage(req));
    return sendDocument(reply, file.bytes, { kind: 'pptx', name: file.name });
  });
}
