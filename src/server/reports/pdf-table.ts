import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../http/pdf';

/** The company as a report's header shows it: its name, and its logo when it is a PNG or a JPEG. */
export type Letterhead = { name: string; logo: Buffer | null; logoType: string | null };

export type PdfColumn<T> = { header: string; width: number | '*' | 'auto'; value: (row: T) => string };

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

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

/**
 * A report as a PDF table: A4 landscape, the company's name and logo at the top of every page, 'Page n of m' at the
 * bottom, and a table whose header row repeats on each page it breaks across.
 */
export function tableDocument<T>(opts: {
  title: string;
  subtitle?: string;
  company: Letterhead;
  columns: PdfColumn<T>[];
  rows: Iterable<T>;
}): TDocumentDefinitions {
  const body: Content[][] = [opts.columns.map((c): Content => ({ text: c.header, bold: true, fillColor: '#EEEEEE' }))];
  for (const row of opts.rows) body.push(opts.columns.map((c): Content => ({ text: c.value(row) })));
  return {
    info: { title: opts.title, author: 'Trellis' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 56, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    header: () => headerOf(opts.company),
    footer: (page: number, pages: number): Content => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'right',
      fontSize: 8,
      color: '#555555',
      margin: [36, 12, 36, 0],
    }),
    content: [
      { text: opts.title, fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      ...(opts.subtitle ? [{ text: opts.subtitle, color: '#444444', margin: [0, 0, 0, 8] } as Content] : []),
      {
        table: { headerRows: 1, dontBreakRows: true, widths: opts.columns.map((c) => c.width), body },
        layout: 'lightHorizontalLines',
        margin: [0, 6, 0, 0],
      },
    ],
  };
}

export const renderTablePdf = <T>(opts: Parameters<typeof tableDocument<T>>[0]): Promise<Buffer> => renderPdf(tableDocument(opts));
