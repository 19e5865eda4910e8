import type { Content } from 'pdfmake/interfaces';
import { ianaOf, isTimeZoneName } from '../../domain/time-zones';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages';
import { textsIn } from '../texts';
import type { PdfPage } from './pdf';

// What every PDF Trellis makes shows on each page: the company's name and logo at the top; at the bottom the company,
// when the file was made in the company's own time zone, and 'Page n of m'. Reports and appraisal prints share it.

/** The company as a PDF names it, the moment and zone its times are printed in, and the language of its page furniture. */
export type Letterhead = { name: string; logo: Buffer | null; logoType: string | null; zone: string; madeAt: Date; language: Language };

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * A tenant row (or the part of it a PDF needs) as its letterhead, for a reader of `language`; a zone name Trellis does not
 * know prints in UTC.
 */
export function letterheadOf(
  t: { name: string; logo?: Buffer | null; logoType?: string | null; timeZone: string },
  madeAt: Date,
  language: Language = DEFAULT_LANGUAGE,
): Letterhead {
  const zone = isTimeZoneName(t.timeZone) ? ianaOf(t.timeZone) : 'Etc/UTC';
  return { name: t.name, logo: t.logo ?? null, logoType: t.logoType ?? null, zone, madeAt, language };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the company's people read it: '20 May 2026, 03:00 GMT+12' in the company's zone (English as in Britain,
 * day before month, as it always printed), '20. Mai 2026, 03:00 GMT+12' in German.
 */
export function timeIn(at: Date | string, zone: string, language: Language = DEFAULT_LANGUAGE): string {
  const key = `${language} ${zone}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    });
    formats.set(key, f);
  }
  // A zero offset reads 'UTC' ('GMT+0' otherwise).
  return f.format(typeof at === 'string' ? new Date(at) : at).replace(/GMT(\+0)?$/, 'UTC');
}

function headerOf(company: Letterhead): Content {
  const logo: Content[] =
    company.logo && company.logoType && IMAGE_TYPES.has(company.logoType)
      ? [{ image: `data:${company.logoType};base64,${company.logo.toString('base64')}`, fit: [120, 28], width: 120 }]
      : [];
  return {
    columns: [...logo, { text: company.name, bold: true, fontSize: 11, margin: [logo.length ? 10 : 0, 8, 0, 0], width: '*' }],
    margin: [36, 16, 36, 0],
  };
}

/** The page furniture of a company's PDF (for renderPdf), in the letterhead's language. */
export function companyPage(company: Letterhead): PdfPage {
  const t = textsIn(company.language, 'files');
  return {
    header: headerOf(company),
    footerText: t('reports.page.made', { company: company.name, time: timeIn(company.madeAt, company.zone, company.language) }),
    pageNumbers: true,
    // The renderer fills in the numbers of each page.
    pageNumberText: t('reports.page.number', { current: '{{current}}', pages: '{{pages}}' }),
  };
}
