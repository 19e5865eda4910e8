import { Worker } from 'node:worker_threads';

/** How long a renderer thread waits for another document before it ends and gives its memory back. */
export const IDLE_MS = 30_000;

export type PdfThread = {
  /** Makes one document ({ doc, page } as pdf-worker.mjs reads them); one at a time. */
  render: (message: object) => Promise<Buffer>;
  /** False once the thread has ended (idle, or crashed): it takes no more documents. */
  alive: () => boolean;
};

type Answer = { bytes?: Uint8Array; error?: string };

/**
 * One renderer thread (pdf-worker.mjs by default: the fonts and the file and URL policies live there). A PDF of
 * thousands of rows takes seconds of CPU, which would otherwise stall every other request, and a few hundred MB of
 * heap while it is laid out, which the thread returns when it ends after IDLE_MS without work. A thread that crashes
 * rejects the one document it was making; `onEnd` tells its pool to forget it. A thread kept warm (`idleMs` Infinity)
 * never ends for want of work.
 */
export function startPdfThread(
  onEnd: (thread: PdfThread) => void,
  workerUrl = new URL('./pdf-worker.mjs', import.meta.url),
  idleMs = IDLE_MS,
): PdfThread {
  const worker = new Worker(workerUrl);
  let current: { resolve: (bytes: Buffer) => void; reject: (error: Error) => void } | undefined;
  let idle: NodeJS.Timeout | undefined;
  let alive = true;
  const rest = () => {
    // Idle, the thread must not keep the process alive; after a while it ends, taken from its pool first.
    worker.unref();
    if (idleMs === Infinity) return;
    idle = setTimeout(() => {
      end();
      void worker.terminate();
    }, idleMs).unref();
  };
  const self: PdfThread = {
    alive: () => alive,
    render: (message) =>
      new Promise<Buffer>((resolve, reject) => {
        if (!alive || current) return reject(new Error('This PDF renderer is not free.'));
        clearTimeout(idle);
        try {
          worker.postMessage(message);
        } catch (error) {
          // DataCloneError: a function (or another thing that is not data) somewhere in the document.
          const why = error instanceof Error ? error.message : String(error);
          reject(new Error(`A PDF document must be plain data (page furniture through PdfPage): ${why}`));
          rest();
          return;
        }
        current = { resolve, reject };
        worker.ref();
      }),
  };
  worker.on('message', ({ bytes, error }: Answer) => {
    const job = current;
    current = undefined;
    rest();
    if (!job) return;
    if (bytes) job.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    else job.reject(new Error(`The PDF could not be made: ${error}`));
  });
  function end(error?: Error) {
    if (!alive) return;
    alive = false;
    clearTimeout(idle);
    if (error) current?.reject(error);
    current = undefined;
    onEnd(self);
  }
  worker.on('error', (error) => end(error));
  worker.on('exit', (code) => end(new Error(`The PDF renderer stopped (exit code ${code})`)));
  return self;
}
