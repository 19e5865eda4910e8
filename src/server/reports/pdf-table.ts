import type { Content } from 'pdfmake/interfaces';
import { renderPdf, type PdfDocument, type PdfFor, type PdfPage } from '../http/pdf';
import { companyPage, type Letterhead } from '../http/pdf-page';

export type { Letterhead };

/** A column of a PDF table: its header, width, text, and how far (points) a row's text stands in (a tree's levels). */
export type PdfColumn<T> = { header: string; width: number | '*' | 'auto'; value: (row: T) => string; indent?: (row: T) => number };

type TableReport<T> = {
  title: string;
  subtitle?: string;
  company: Letterhead;
  columns: PdfColumn<T>[];
  rows: Iterable<T>;
};

/** A report's document: A4 landscape, its title and subtitle, then `content`. Its pages come with reportPage(). */
export function reportDocument(opts: { title: string; subtitle?: string; content: Content[] }): PdfDocument {
  return {
    info: { title: opts.title, author: 'Trellis' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 56, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    content: [
      { text: opts.title, fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      ...(opts.subtitle ? [{ text: opts.subtitle, color: '#444444', margin: [0, 0, 0, 8] } as Content] : []),
      ...opts.content,
    ],
  };
}

/** A report as a PDF table whose header row repeats on each page it breaks across. */
export function tableDocument<T>(opts: TableReport<T>): PdfDocument {
  const body: Content[][] = [opts.columns.map((c): Content => ({ text: c.header, bold: true, fillColor: '#EEEEEE' }))];
  for (const row of opts.rows)
    body.push(opts.columns.map((c): Content => ({ text: c.value(row), ...(c.indent ? { margin: [c.indent(row), 0, 0, 0] } : {}) })));
  const table: Content = {
    table: { headerRows: 1, dontBreakRows: true, widths: opts.columns.map((c) => c.width), body },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 0],
  };
  return reportDocument({ title: opts.title, subtitle: opts.subtitle, content: [table] });
}

/** Every report's pages: the company's name and logo at the top; the company, when made and 'Page n of m' at the bottom. */
export const reportPage = (company: Letterhead): PdfPage => companyPage(company);

/** The table report's PDF, made in `owner`'s turn at the renderers. */
export const renderTablePdf = <T>(opts: TableReport<T>, owner: PdfFor): Promise<Buffer> =>
  renderPdf(tableDocument(opts), reportPage(opts.company), owner);
