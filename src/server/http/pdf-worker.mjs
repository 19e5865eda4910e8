// A PDF renderer thread (started by pdf-thread.ts; pdf.ts keeps a pool of them): pdfmake lays out and writes each
// document here, so a report of thousands of rows never holds the server's event loop. Plain JavaScript that needs
// only pdfmake, so it starts the same under tsx, under vitest and from a build. A document arrives as data; the page
// header and the page numbers, which pdfmake takes as functions, are made here from that data.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// pdfmake's server build: fonts are read from files; no URL is ever fetched.
const pdfmake = require('pdfmake');
const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
// Images come only as data URLs (logos, drawn signatures); no document may read a file but the fonts.
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));

const pageNumber = (current, pages, text = 'Page {{current}} of {{pages}}') =>
  text.replaceAll('{{current}}', String(current)).replaceAll('{{pages}}', String(pages));

/**
 * The document with the page furniture of `page` ({ header?, footerText?, pageNumbers?, pageNumberText? }) as pdfmake's
 * callbacks. The page number's text comes in the document's language, its `{{current}}` and `{{pages}}` filled in here.
 */
function withPage(doc, page) {
  const out = { ...doc };
  // pdfmake writes layout state into the nodes it lays out: each page gets its own copy of the header.
  if (page.header) out.header = () => structuredClone(page.header);
  if (page.pageNumbers || page.footerText) {
    const [left, , right] = Array.isArray(doc.pageMargins) && doc.pageMargins.length === 4 ? doc.pageMargins : [40, 0, 40];
    out.footer = (current, pages) => ({
      columns: [
        { text: page.footerText ?? '', width: '*' },
        { text: page.pageNumbers ? pageNumber(current, pages, page.pageNumberText) : '', alignment: 'right', width: 'auto' },
      ],
      fontSize: 8,
      color: '#555555',
      margin: [left, 12, right, 0],
    });
  }
  return out;
}

// One document at a time: pdf-thread.ts sends the next only once this one is answered.
parentPort.on('message', async ({ doc, page }) => {
  try {
    const written = await pdfmake.createPdf(withPage(doc, page)).getBuffer();
    // A copy of its own: a small Buffer may share Node's pool, which must not be transferred away.
    const bytes = new Uint8Array(written);
    parentPort.postMessage({ bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
