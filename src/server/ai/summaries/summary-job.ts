import type { Deps } from '../../deps';
import { withTenant } from '../../db/tenant-context';
import { getTenant } from '../../tenants';
import { tenantToday } from '../../periods';
import { AiError } from '../provider/ai-error';
import type { AiProvider } from '../provider/types';
import type { AiSummaryProgress } from '../../../contract/ai-summaries';
import { failSummary, finishSummary, findSummaryById, setProgress, type KeptTexts, type SummaryRow } from './summary-store';
import { loadQuarterById, loadYear } from './summary-scope';
import { writeQuarterTexts, writeYearTexts } from './summary-writer';
import { MODEL_FAILED } from '../provider/ask-within';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/languages';

// Writing a whole summary runs as a job (pg-boss), not in a request: a model may take minutes for a big quarter.
// Progress is kept on the summary's row (a poll reads it) and pushed over the live channel.

export const SUMMARY_QUEUE = 'ai-summary';
/**
 * The language is kept with the job, not on the summary: a summary is written once, in the language of whoever asked
 * for it, and kept as written — read later in another language (by them after switching, or on its slides) it stays
 * in the language it was written in, as an edited text would. A piece regenerated later is written in the language of
 * the person who asks for it then. A job queued before jobs carried a language is written in English, as it was then.
 */
export type SummaryJob = { tenantId: number; summaryId: number; language?: Language };
export type ProviderFor = (tenantId: number) => Promise<AiProvider | null>;

const scopeOf = (row: SummaryRow) => ({
  Kind: row.kind,
  PeriodId: row.periodId,
  Year: row.year,
  ForWhom: row.forWhom === 2 ? (2 as const) : (1 as const),
});

export async function runSummaryJob(deps: Deps, providerFor: ProviderFor, job: SummaryJob, warn: (m: string) => void): Promise<void> {
  const { db } = deps.database;
  const inTx = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, job.tenantId, work);
  const row = await inTx((tx) => findSummaryById(tx, job.tenantId, job.summaryId));
  if (!row || row.status !== 'generating') return;
  const forWhom = row.forWhom === 2 ? 2 : 1;
  const language = isLanguage(job.language) ? job.language : DEFAULT_LANGUAGE;

  const publish = (Status: AiSummaryProgress['Status'], Done: number, Total: number) =>
    deps.events.publish({
      type: 'ai_summary_progress',
      tenantId: job.tenantId,
      actorId: row.userId,
      userId: row.userId,
      at: deps.now(),
      data: { ...scopeOf(row), Status, Done, Total },
    });
  const progress = async (done: number, total: number) => {
    await inTx((tx) => setProgress(tx, row, done, total, deps.now()));
    publish('generating', done, total);
  };

  try {
    const loaded = await inTx(async (tx) => {
      if (row.kind === 'quarter') return loadQuarterById(tx, job.tenantId, row.userId, row.periodId ?? 0, forWhom);
      const tenant = await getTenant(tx, job.tenantId);
      return loadYear(tx, job.tenantId, row.userId, row.year ?? 0, tenantToday(tenant, deps.now()), forWhom);
    });
    const provider = await providerFor(job.tenantId);
    let texts: KeptTexts;
    let by: string;
    if ('periodName' in loaded.source) {
      const written = await writeQuarterTexts(provider, loaded.source, progress, language);
      texts = { GoalSummary: written.value, AnnualSummary: null, Sent: written.sent };
      by = written.by;
    } else {
      const written = await writeYearTexts(provider, loaded.source, progress, language);
      texts = { GoalSummary: null, AnnualSummary: written.value, Sent: written.sent };
      by = written.by;
    }
    await inTx((tx) => finishSummary(tx, row, { facts: loaded.facts, texts, writtenBy: by }, deps.now()));
    publish('done', 1, 1);
  } catch (error) {
    // The person reads the spec's words; the log keeps the reason (an AiError's message never holds the model's text).
    warn(`[ai] summary ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    await inTx((tx) => failSummary(tx, row, MODEL_FAILED, deps.now()));
    publish('failed', 0, 0);
    if (!(error instanceof AiError)) throw error;
  }
}
