import type { FastifyInstance } from 'fastify';
import { guard } from '../../http/access';
import { route } from '../../http/route';
import { sendDocument } from '../../http/download';
import { callerOf } from '../../http/unit-of-work';
import { mayUseSummaries } from '../../../domain/ai/summary-access';
import { slidesOfAnswer, yearOf } from '../../../contract/ai-summary-deck';
import { aiSummaryEndpoints as e } from '../../../contract/endpoints/ai-summaries';
import { deckPptx } from './slides/deck-pptx';
import { runSummaryJob, SUMMARY_QUEUE, type SummaryJob } from './summary-job';
import {
  editAnnual,
  editQuarter,
  keptForSlides,
  openSummary,
  regenerateExecutive,
  regenerateGoal,
  regenerateQuarter,
  summaryOptions,
  type Summaries,
} from './summary-service';

/** Observers who are neither HR nor org admins have no AI summaries (spec 001 §6, reports 11 and 12). */
const summaryReaders = guard('may use AI summaries', mayUseSummaries);

/** The AI summaries of spec 001 §7 'AI summaries', with ours to edit, choose and download. */
export function summaryRoutes(app: FastifyInstance, s: Summaries): void {
  s.deps.jobs.define<SummaryJob>(SUMMARY_QUEUE, (job) => runSummaryJob(s.deps, s.providerFor, job, (m) => app.log.warn(m)));
  const caller = (req: Parameters<typeof callerOf>[1]) => callerOf(s.deps, req);

  route(app, e.options, summaryReaders, (req) => summaryOptions(s, caller(req)));
  route(app, e.quarter, summaryReaders, (req) =>
    openSummary(s, caller(req), { kind: 'quarter', periodId: req.params.periodId }, req.params.forWhom, req.query.wait !== '0'),
  );
  route(app, e.annual, summaryReaders, (req) =>
    openSummary(s, caller(req), { kind: 'annual', year: req.params.year }, req.params.forWhom, req.query.wait !== '0'),
  );
  route(app, e.regenerateGoal, summaryReaders, (req) =>
    regenerateGoal(s, caller(req), req.params.periodId, req.params.goalId, req.params.forWhom, req.body.Context ?? null),
  );
  route(app, e.regenerateQuarter, summaryReaders, (req) =>
    regenerateQuarter(s, caller(req), req.params.periodId, req.params.forWhom, req.body.Context ?? null),
  );
  route(app, e.regenerateExecutive, summaryReaders, (req) =>
    regenerateExecutive(s, caller(req), req.params.year, req.params.forWhom, req.body.Context ?? null),
  );
  route(app, e.editQuarter, summaryReaders, (req) => editQuarter(s, caller(req), req.params.periodId, req.params.forWhom, req.body));
  route(app, e.editAnnual, summaryReaders, (req) => editAnnual(s, caller(req), req.params.year, req.params.forWhom, req.body));

  const slides = async (
    target: { kind: 'quarter'; periodId: number } | { kind: 'annual'; year: number },
    forWhom: 1 | 2,
    req: Parameters<typeof callerOf>[1],
  ) => {
    const { answer, tenant } = await keptForSlides(s, caller(req), target, forWhom);
    const year = target.kind === 'annual' ? target.year : yearOf(answer, 0);
    const logo =
      tenant.logo && tenant.logoWidth && tenant.logoHeight
        ? { data: tenant.logo, width: tenant.logoWidth, height: tenant.logoHeight }
        : null;
    const bytes = await deckPptx(slidesOfAnswer(answer, year), { companyName: tenant.name, primaryColor: tenant.primaryColor, logo });
    const what = target.kind === 'quarter' ? `AI Summary ${answer.Context?.Period?.Name ?? ''}` : `AI Annual Summary ${target.year}`;
    return { bytes, name: `${what}${forWhom === 2 ? ' for the CEO' : ''}` };
  };
  route(app, e.quarterSlides, summaryReaders, async (req, reply) => {
    const file = await slides({ kind: 'quarter', periodId: req.params.periodId }, req.params.forWhom, req);
    return sendDocument(reply, file.bytes, { kind: 'pptx', name: file.name });
  });
  route(app, e.annualSlides, summaryReaders, async (req, reply) => {
    const file = await slides({ kind: 'annual', year: req.params.year }, req.params.forWhom, req);
    return sendDocument(reply, file.bytes, { kind: 'pptx', name: file.name });
  });
}
