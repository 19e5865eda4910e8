import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../errors';
import { createFairQueue, QueueFullError } from './fair-queue';
import { startPdfThread, type PdfThread } from './pdf-thread';

/**
 * A pdfmake document as plain data: it is rendered on another thread, and functions cannot go there. Page headers
 * and page numbers are asked for with `PdfPage` instead of pdfmake's callbacks.
 */
export type PdfDocument = Omit<TDocumentDefinitions, 'header' | 'footer' | 'background' | 'pageBreakBefore'>;

/**
 * What every page shows: `header` at its top; at its bottom `footerText` on the left and, when `pageNumbers`, 'Page n of m'
 * on the right — or `pageNumberText` in the document's language, its `{{current}}` and `{{pages}}` filled in on each page.
 */
export type PdfPage = { header?: Content; footerText?: string; pageNumbers?: boolean; pageNumberText?: string };

/** Whose PDF it is: companies take turns at the renderers. */
export type PdfFor = { tenantId: number };

/** The answer (429) when a company's PDFs, or everyone's, already fill the waiting line. */
export const PDFS_BUSY = 'Many PDFs are being made right now. Please try again in a few seconds.';
export const PDFS_BUSY_RETRY_SECONDS = 5;

/** PDFs one company may have waiting for a renderer, and all companies together; one more is refused at once. */
export const WAITING_PER_COMPANY = 8;
export const WAITING_TOTAL = 64;

/** Renderers one company may hold at once: all but one, so another company always finds one free (decision 033). */
export const perCompanyOf = (renderers: number) => Math.max(1, renderers - 1);

type Job = { doc: PdfDocument; page: PdfPage };

export type PdfRenderers = {
  render: (doc: PdfDocument, page: PdfPage, owner: PdfFor) => Promise<Buffer>;
  /** Starts a renderer and makes a first document on it, and keeps one renderer alive from then on (decision 046). */
  warm: () => Promise<void>;
};

/**
 * What a warm renderer makes first: every face of the font, columns, a table across two pages and a drawing, so the
 * first real PDF pays neither for loading them nor for the first run of their layout code.
 */
const WARM_UP: PdfDocument = {
  info: { title: 'warm-up' },
  defaultStyle: { font: 'Roboto' },
  content: [
    { text: ['Trellis ', { text: 'bold ', bold: true }, { text: 'italic ', italics: true }, { text: 'both', bold: true, italics: true }] },
    {
      columns: [
        { text: 'left', width: 120 },
        { text: 'right', width: '*', alignment: 'right' },
      ],
    },
    { canvas: [{ type: 'rect', x: 0, y: 0, w: 100, h: 8, r: 4, color: '#eeeeee' }] },
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*'],
        body: [['#', 'Row'], ...Array.from({ length: 80 }, (_, i) => [String(i), `Row ${i}`])],
      },
      layout: 'lightHorizontalLines',
    },
  ],
};
/** The warm-up's turn at the renderers: no company's, so no company's line waits behind it. */
const WARM_UP_OWNER = 0;

/**
 * `renderers` threads, each making one document at a time, started when needed and ended after a while idle. The
 * documents wait in a fair queue: a line per company, turns to the company served longest ago. A thread that crashes
 * rejects only its own document; the next document starts a new thread. `workerUrl` is for tests.
 */
export function createPdfRenderers(opts: { renderers: number; workerUrl?: URL; idleMs?: number }): PdfRenderers {
  const idle: PdfThread[] = [];
  // Once warmed, one thread never ends for want of work; should it crash, the next thread started takes its place.
  let keepWarm = false;
  let warmThread: PdfThread | undefined;
  const forget = (thread: PdfThread) => {
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
    if (thread === warmThread) warmThread = undefined;
  };
  const start = () => {
    if (!keepWarm || warmThread) return startPdfThread(forget, opts.workerUrl, opts.idleMs);
    warmThread = startPdfThread(forget, opts.workerUrl, Infinity);
    return warmThread;
  };
  const run = async (job: Job): Promise<Buffer> => {
    // The queue runs at most `renderers` jobs at once: a free thread is idle, or one fewer is alive.
    const thread = idle.pop() ?? start();
    try {
      return await thread.render(job);
    } finally {
      if (thread.alive()) idle.push(thread);
    }
  };
  const limits = {
    slots: opts.renderers,
    perCompany: perCompanyOf(opts.renderers),
    waitingPerCompany: WAITING_PER_COMPANY,
    waitingTotal: WAITING_TOTAL,
  };
  const queue = createFairQueue<Job, Buffer>(limits, run);
  return {
    render: async (doc, page, owner) => {
      try {
        return await queue.submit(owner.tenantId, { doc, page });
      } catch (error) {
        if (error instanceof QueueFullError) throw new AppError('throttled', PDFS_BUSY, undefined, PDFS_BUSY_RETRY_SECONDS);
        throw error;
      }
    },
    warm: async () => {
      keepWarm = true;
      // Through the queue like any document, so the warm-up never makes one renderer more than allowed.
      await queue.submit(WARM_UP_OWNER, { doc: WARM_UP, page: {} });
    },
  };
}

let renderers = 2;
let shared: PdfRenderers | undefined;

/** The number of renderer threads (PDF_RENDERERS); buildApp sets it from the configuration. */
export function configurePdfRenderers(opts: { renderers: number }): void {
  if (opts.renderers === renderers) return;
  renderers = opts.renderers;
  // Documents already queued finish on the old pool, whose threads end once idle.
  shared = undefined;
}

/**
 * Warms the shared renderers at start-up, off any request's path: the first PDF someone asks for (an appraisal's
 * print, a user manual) would otherwise wait for a thread to start and load pdfmake and the fonts (issue 28).
 */
export function warmPdfRenderers(): Promise<void> {
  shared ??= createPdfRenderers({ renderers });
  return shared.warm();
}

/** A company's PDF from a pdfmake document (Roboto: Latin, Greek and Cyrillic names), made on a renderer thread. */
export function renderPdf(doc: PdfDocument, page: PdfPage, owner: PdfFor): Promise<Buffer> {
  shared ??= createPdfRenderers({ renderers });
  return shared.render(doc, page, owner);
}
