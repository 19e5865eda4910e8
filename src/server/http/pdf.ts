import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
// pdfmake's server build: fonts are read from files; no URL is ever fetched.
const pdfmake = require('pdfmake') as {
  setFonts: (fonts: Record<string, Record<string, string>>) => void;
  setUrlAccessPolicy: (allow: (url: string) => boolean) => void;
  setLocalAccessPolicy: (allow: (path: string) => boolean) => void;
  createPdf: (doc: TDocumentDefinitions) => { getBuffer: () => Promise<Buffer> };
};
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
// Images come only as data URLs (drawn signatures); no document may read a file but the fonts.
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));

/** A PDF from a pdfmake document (Roboto, which covers Latin, Greek and Cyrillic names). */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return Buffer.from(await pdfmake.createPdf(doc).getBuffer());
}
