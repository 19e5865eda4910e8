import type { Caller } from '../../http/unit-of-work';
import { slidesOfAnswer, yearOf } from '../../../contract/ai-summary-deck';
import { deckPptx } from './slides/deck-pptx';
import { keptForSlides, type SummaryTarget } from './summary-service';

/** GET /Gpt/summary/{periodId}/{forWhom}/slides and /Gpt/annualsummary/{year}/{forWhom}/slides: the kept summary as a deck. */
export async function getSummarySlides(caller: Caller, target: SummaryTarget): Promise<{ bytes: Buffer; name: string }> {
  const { answer, tenant } = await keptForSlides(caller, target);
  const year = target.kind === 'annual' ? target.year : yearOf(answer, 0);
  const logo =
    tenant.logo && tenant.logoWidth && tenant.logoHeight ? { data: tenant.logo, width: tenant.logoWidth, height: tenant.logoHeight } : null;
  const bytes = await deckPptx(slidesOfAnswer(answer, year), { companyName: tenant.name, primaryColor: tenant.primaryColor, logo });
  const what = target.kind === 'quarter' ? `AI Summary ${answer.Context?.Period?.Name ?? ''}` : `AI Annual Summary ${target.year}`;
  return { bytes, name: `${what}${target.forWhom === 2 ? ' for the CEO' : ''}` };
}
