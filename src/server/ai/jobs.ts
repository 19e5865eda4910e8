import type { Deps } from '../deps';
import type { AiModels } from './ai-models';
import { runSummaryJob, SUMMARY_QUEUE, type SummaryJob } from './summaries/summary-job';

/**
 * The AI area's long work: a whole summary is written by a job (pg-boss), not in a request. The composition root
 * defines it with the other areas' background work, before the queue starts; registering routes registers routes only.
 */
export function defineAiJobs(deps: Deps, ai: AiModels, warn: (message: string) => void): void {
  deps.jobs.define<SummaryJob>(SUMMARY_QUEUE, (job) => runSummaryJob(deps, ai.providerFor, job, warn));
}
