import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createPdfRenderers, PDFS_BUSY, renderPdf, WAITING_PER_COMPANY, type PdfDocument, type PdfRenderers } from './pdf';
import { pdfText } from '../testing/pdf-text';

const table = (rows: number): PdfDocument => ({
  pageSize: 'A4',
  pageMargins: [36, 56, 36, 40],
  defaultStyle: { font: 'Roboto', fontSize: 8.5 },
  content: [
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*', '*'],
        body: [
          ['#', 'Name', 'Title'],
          ...Array.from({ length: rows }, (_, i) => [String(i + 1), `Person ${i + 1}`, `Goal of person ${i + 1}`]),
        ],
      },
    },
  ],
});
const line = (text: string, title?: string): PdfDocument => ({ ...(title ? { info: { title } } : {}), content: [{ text }] });
const acme = { tenantId: 1 };
const globex = { tenantId: 2 };

describe('renderPdf', () => {
  it('writes the page header and “Page n of m” on every page', async () => {
    const bytes = await renderPdf(table(120), { header: { text: 'Acme Ltd', margin: [36, 16, 36, 0] }, pageNumbers: true }, acme);
    const text = await pdfText(bytes);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Acme Ltd/g)).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Person 120');
  });

  it('renders off the event loop: timers keep firing while a long PDF is made', async () => {
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      await renderPdf(table(3000), { pageNumbers: true }, acme);
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    // Made in-process, the loop would stall for the whole render.
    expect(longest).toBeLessThan(Math.max(250, took / 3));
  });

  it('makes documents asked for at once, each its own', async () => {
    const texts = await Promise.all([1, 2, 3].map((n) => renderPdf(line(`Document ${n}`), {}, acme).then(pdfText)));
    expect(texts.map((t) => t.trim())).toEqual(['Document 1', 'Document 2', 'Document 3']);
  });

  it('refuses a document with a function in it, and images from files or URLs', async () => {
    const withFunction = { content: [{ text: 'x' }], footer: () => 'x' } as unknown as PdfDocument;
    await expect(renderPdf(withFunction, {}, acme)).rejects.toThrow(/plain data/);
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] }, {}, acme)).rejects.toThrow(/could not be made/);
    await expect(renderPdf({ content: [{ image: 'https://example.com/logo.png' }] }, {}, acme)).rejects.toThrow(/could not be made/);
    // The renderer still works after a refusal.
    expect(await pdfText(await renderPdf(line('Still here'), {}, acme))).toContain('Still here');
  });
});

describe('PDF renderers shared by companies (issue 26)', () => {
  it('makes another company’s one-page PDF, asked for after a company’s long ones, before the first long one is done', async () => {
    const renderers = createPdfRenderers({ renderers: 2 });
    const finished: string[] = [];
    const make = (name: string, doc: PdfDocument, owner: { tenantId: number }) =>
      renderers.render(doc, { pageNumbers: true }, owner).then(async (bytes) => {
        finished.push(name);
        return pdfText(bytes);
      });
    const long = ['A1', 'A2', 'A3'].map((name) => make(name, table(1000), acme));
    const short = make('B1', line('One page of Globex'), globex);
    const texts = await Promise.all([...long, short]);
    // One thread stays free of acme's PDFs (one per company of two), so Globex's goes first; acme's come one by one.
    expect(finished).toEqual(['B1', 'A1', 'A2', 'A3']);
    expect(texts.map((t) => t.includes('Person 1000'))).toEqual([true, true, true, false]);
    expect(texts[3]).toContain('One page of Globex');
  }, 90_000);

  it('refuses a company’s PDF at once when its waiting line is full (429, Retry-After), and takes another company’s', async () => {
    const renderers = createPdfRenderers({ renderers: 2 });
    // Asked for in one go: the first starts, the next WAITING_PER_COMPANY wait, one more is refused.
    const accepted = Array.from({ length: 1 + WAITING_PER_COMPANY }, (_, i) => renderers.render(line(`Acme ${i}`), {}, acme));
    const refusal = await renderers.render(line('One too many'), {}, acme).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 429, message: PDFS_BUSY, retryAfterSeconds: 5 });
    const other = renderers.render(line('Globex'), {}, globex);
    const texts = await Promise.all([...accepted, other].map((p) => p.then(pdfText)));
    expect(texts.map((t) => t.trim())).toEqual([...accepted.map((_, i) => `Acme ${i}`), 'Globex']);
  }, 60_000);

  it('a renderer thread that crashes fails only its own PDF; another thread takes the next', async () => {
    const workerUrl = new URL('../testing/crashing-pdf-worker.mjs', import.meta.url);
    const renderers = createPdfRenderers({ renderers: 2, workerUrl });
    const [crashed, other] = await Promise.allSettled([
      renderers.render(line('x', 'crash'), {}, acme),
      renderers.render(line('Globex goes on'), {}, globex),
    ]);
    expect(crashed).toMatchObject({ status: 'rejected', reason: { message: 'The PDF renderer stopped (exit code 70)' } });
    expect(other.status === 'fulfilled' && (await pdfText(other.value))).toContain('Globex goes on');
    expect(await pdfText(await renderers.render(line('Acme again'), {}, acme))).toContain('Acme again');
  }, 60_000);

  it('a warmed pool makes the first PDF on the thread it warmed, and keeps that thread when others end idle', async () => {
    const workerUrl = new URL('../testing/counting-pdf-worker.mjs', import.meta.url);
    const made = async (renderers: PdfRenderers) => (await renderers.render(line('x'), {}, acme)).toString().slice('%PDF-'.length);
    const warmed = createPdfRenderers({ renderers: 2, workerUrl, idleMs: 20 });
    await warmed.warm();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The thread that made the warm-up (its first document) makes the first real one, long after others would have ended.
    const [thread, count] = (await made(warmed)).split(':');
    expect(count).toBe('2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await made(warmed)).toBe(`${thread}:3`);
    // Not warmed, an idle thread ends: the next PDF starts a new one.
    const cold = createPdfRenderers({ renderers: 2, workerUrl, idleMs: 20 });
    const first = await made(cold);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await made(cold);
    expect([first.split(':')[1], next.split(':')[1]]).toEqual(['1', '1']);
    expect(next.split(':')[0]).not.toBe(first.split(':')[0]);
  });

  it('warms the real renderer: the warm-up is made, and the first PDF after it is a real one', async () => {
    const renderers = createPdfRenderers({ renderers: 1 });
    await renderers.warm();
    expect(await pdfText(await renderers.render(line('After the warm-up'), {}, acme))).toContain('After the warm-up');
  }, 30_000);
});
