import type { Caller } from '../../http/unit-of-work';
import type { Language } from '../../../domain/languages';
import { slidesOfAnswer, yearOf } from '../../../contract/ai-summary-deck';
import { textsIn } from '../../texts';
import { deckPptx } from './slides/deck-pptx';
import { deckWords } from './slides/deck-words';
import { keptForSlides, type SummaryTarget } from './summary-service';

/**
 * GET /Gpt/summary/{periodId}/{forWhom}/slides and /Gpt/annualsummary/{year}/{forWhom}/slides: the kept summary as a
 * deck. The deck is made at each download, so its own words and its name are in the language of whoever downloads it;
 * the summary's texts are as they were kept.
 */
export async function getSummarySlides(
  caller: Caller,
  target: SummaryTarget,
  language: Language,
): Promise<{ bytes: Buffer; name: string }> {
  const { answer, tenant } = await keptForSlides(caller, target);
  const year = target.kind === 'annual' ? target.year : yearOf(answer, 0);
  const logo =
    tenant.logo && tenant.logoWidth && tenant.logoHeight ? { data: tenant.logo, width: tenant.logoWidth, height: tenant.logoHeight } : null;
  const words = deckWords(language);
  const bytes = await deckPptx(
    slidesOfAnswer(answer, year, {}, words),
    { companyName: tenant.name, primaryColor: tenant.primaryColor, logo },
    words,
  );
  const t = textsIn(language, 'files');
  const what =
    target.kind === 'quarter'
      ? t('deck.fileName.quarter', { period: answer.Context?.Period?.Name ?? '' })
      : t('deck.fileName.annual', { year: target.year });
  return { bytes, name: target.forWhom === 2 ? t('deck.fileName.forCeo', { name: what }) : what };
}
