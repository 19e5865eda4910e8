import type { FastifyReply } from 'fastify';

/** The documents Trellis makes for download, with their types and the first bytes each must start with. */
const DOCUMENTS = {
  pdf: { type: 'application/pdf', magic: Buffer.from('%PDF-') },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: Buffer.from('504b0304', 'hex') },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: Buffer.from('504b0304', 'hex') },
  csv: { type: 'text/csv; charset=utf-8', magic: Buffer.alloc(0) },
} as const;
export type DocumentKind = keyof typeof DOCUMENTS;

/** A file name safe in a header: the readable name for modern browsers (RFC 5987), an ASCII one for the rest. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\w .()-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Every generated document is answered through here: its checked type, an attachment disposition with the name
 * the spec gives, nosniff, a CSP that runs nothing, and no caching (it holds people data).
 */
export function sendDocument(reply: FastifyReply, bytes: Buffer, opts: { kind: DocumentKind; name: string }) {
  const doc = DOCUMENTS[opts.kind];
  if (!bytes.subarray(0, doc.magic.length).equals(doc.magic)) throw new Error(`A generated ${opts.kind} does not start as one.`);
  return reply
    .header('content-type', doc.type)
    .header('content-disposition', disposition(`${opts.name}.${opts.kind}`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}

/**
 * A document as a use case hands it back: read inside the request's transaction, made after it commits. `render`
 * lays it out from the plain data that was read and never touches the transaction: a PDF or a workbook of thousands
 * of rows takes seconds, which inside the transaction held PGlite's one connection (every other request's queries
 * waited) or a pooled PostgreSQL connection.
 */
export type PendingDocument = { name: string; render: () => Promise<Buffer> };

/** Makes a pending document — call it with what the transaction returned, so after its commit — and answers it. */
export const sendRendered = async (reply: FastifyReply, kind: DocumentKind, doc: PendingDocument) =>
  sendDocument(reply, await doc.render(), { kind, name: doc.name });
