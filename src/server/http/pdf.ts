import { Worker } from 'node:worker_threads';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * A pdfmake document as plain data: it is rendered on another thread, and functions cannot go there. Page headers
 * and page numbers are asked for with `PdfPage` instead of pdfmake's callbacks.
 */
export type PdfDocument = Omit<TDocumentDefinitions, 'header' | 'footer' | 'background' | 'pageBreakBefore'>;

/** What every page shows: `header` at its top, and 'Page n of m' at its bottom right when `pageNumbers`. */
export type PdfPage = { header?: Content; pageNumbers?: boolean };

type Job = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Answer = { id: number; bytes?: Uint8Array; error?: string };

// One long-lived renderer thread (pdf-worker.mjs: the fonts and the file and URL policies live there); documents
// queue in it. A PDF of thousands of rows takes seconds of CPU, which would otherwise stall every other request.
let renderer: Worker | undefined;
const jobs = new Map<number, Job>();
let nextId = 0;

function rendererThread(): Worker {
  if (renderer) return renderer;
  const thread = new Worker(new URL('./pdf-worker.mjs', import.meta.url));
  const stop = (error: Error) => {
    if (renderer === thread) renderer = undefined;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  thread.on('message', ({ id, bytes, error }: Answer) => {
    const job = jobs.get(id);
    jobs.delete(id);
    // Idle, the thread must not keep the process alive.
    if (jobs.size === 0) thread.unref();
    if (!job) return;
    if (bytes) job.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    else job.reject(new Error(`The PDF could not be made: ${error}`));
  });
  thread.on('error', stop);
  thread.on('exit', (code) => stop(new Error(`The PDF renderer stopped (exit code ${code})`)));
  renderer = thread;
  return thread;
}

/** A PDF from a pdfmake document (Roboto, which covers Latin, Greek and Cyrillic names), made on the renderer thread. */
export function renderPdf(doc: PdfDocument, page: PdfPage = {}): Promise<Buffer> {
  const thread = rendererThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    try {
      thread.postMessage({ id, doc, page });
    } catch (error) {
      // DataCloneError: a function (or another thing that is not data) somewhere in the document.
      const why = error instanceof Error ? error.message : String(error);
      reject(new Error(`A PDF document must be plain data (page furniture through PdfPage): ${why}`));
      return;
    }
    jobs.set(id, { resolve, reject });
    thread.ref();
  });
}
