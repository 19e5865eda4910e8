import { describe, expect, it } from 'vitest';
import { renderPdf, type PdfDocument } from './pdf';
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

describe('renderPdf', () => {
  it('writes the page header and “Page n of m” on every page', async () => {
    const bytes = await renderPdf(table(120), { header: { text: 'Acme Ltd', margin: [36, 16, 36, 0] }, pageNumbers: true });
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
      await renderPdf(table(3000), { pageNumbers: true });
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    // Made in-process, the loop would stall for the whole render.
    expect(longest).toBeLessThan(Math.max(250, took / 3));
  });

  it('makes documents asked for at once, each its own', async () => {
    const texts = await Promise.all([1, 2, 3].map((n) => renderPdf({ content: [{ text: `Document ${n}` }] }).then(pdfText)));
    expect(texts.map((t) => t.trim())).toEqual(['Document 1', 'Document 2', 'Document 3']);
  });

  it('refuses a document with a function in it, and images from files or URLs', async () => {
    const withFunction = { content: [{ text: 'x' }], footer: () => 'x' } as unknown as PdfDocument;
    await expect(renderPdf(withFunction)).rejects.toThrow(/plain data/);
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow(/could not be made/);
    await expect(renderPdf({ content: [{ image: 'https://example.com/logo.png' }] })).rejects.toThrow(/could not be made/);
    // The renderer still works after a refusal.
    expect(await pdfText(await renderPdf({ content: [{ text: 'Still here' }] }))).toContain('Still here');
  });
});
