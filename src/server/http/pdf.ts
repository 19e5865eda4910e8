import { Worker } from 'node:worker_threads';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * A pdfmake document as plain data: it is rendered on another thread, and functions cannot go there. Page headers
 * and page numbers are asked for with `PdfPage` instead of pdfmake's callbacks.
 */
export type PdfDocument = Omit<TDocumentDefinitions, 'header' | 'footer' | 'background' | 'pageBreakBefore'>;

/** What every page shows: `header` at its top; at its bottom `footerText` on the left and, when `pageNumbers`, 'Page n of m' on the right. */
export type PdfPage = { header?: Content; footerText?: string; pageNumbers?: boolean };

type Job = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Answer = { id: number; bytes?: Uint8Array; error?: string };
type Renderer = { render: (doc: PdfDocument, page: PdfPage) => Promise<Buffer> };

/** How long the renderer thread waits for another document before it ends and gives its memory back. */
const IDLE_MS = 30_000;

// One renderer thread (pdf-worker.mjs: the fonts and the file and URL policies live there); documents queue in it.
// A PDF of thousands of rows takes seconds of CPU, which would otherwise stall every other request, and a few hundred
// MB of heap while it is laid out, which the thread returns when it ends after IDLE_MS without work.
let renderer: Renderer | undefined;

function startRenderer(): Renderer {
  const thread = new Worker(new URL('./pdf-worker.mjs', import.meta.url));
  const jobs = new Map<number, Job>();
  let nextId = 0;
  let idle: NodeJS.Timeout | undefined;
  const self: Renderer = {
    render: (doc, page) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        try {
          thread.postMessage({ id, doc, page });
        } catch (error) {
          // DataCloneError: a function (or another thing that is not data) somewhere in the document.
          const why = error instanceof Error ? error.message : String(error);
          reject(new Error(`A PDF document must be plain data (page furniture through PdfPage): ${why}`));
          return;
        }
        clearTimeout(idle);
        jobs.set(id, { resolve, reject });
        thread.ref();
      }),
  };
  const retire = () => {
    if (renderer === self) renderer = undefined;
  };
  thread.on('message', ({ id, bytes, error }: Answer) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (jobs.size === 0) {
      // Idle, the thread must not keep the process alive; after a while it ends.
      thread.unref();
      idle = setTimeout(() => {
        retire();
        void thread.terminate();
      }, IDLE_MS).unref();
    }
    if (!job) return;
    if (bytes) job.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    else job.reject(new Error(`The PDF could not be made: ${error}`));
  });
  const stop = (error: Error) => {
    retire();
    clearTimeout(idle);
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  thread.on('error', stop);
  thread.on('exit', (code) => stop(new Error(`The PDF renderer stopped (exit code ${code})`)));
  return self;
}

/** A PDF from a pdfmake document (Roboto, which covers Latin, Greek and Cyrillic names), made on the renderer thread. */
export function renderPdf(doc: PdfDocument, page: PdfPage = {}): Promise<Buffer> {
  renderer ??= startRenderer();
  return renderer.render(doc, page);
}
