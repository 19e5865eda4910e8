import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { readUploadedPart } from '../uploads/images';
import { MANUAL_PDF_MAX_BYTES, ONLY_PDF } from '../../contract/user-manual';
import { findFileById, findManual, insertFile } from './manual-queries';

export const NO_ATTACHMENT = 'This user manual has no attachment.';

/** The PDF of a multipart upload, checked by its content (a renamed file is refused), and its name without the path. */
export async function readPdf(req: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  const { bytes, filename } = await readUploadedPart(req, { maxBytes: MANUAL_PDF_MAX_BYTES, what: 'PDF' });
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf') {
    throw new AppError('unsupported_media_type', ONLY_PDF, [{ Field: 'file', Message: ONLY_PDF }]);
  }
  const base = filename.split(/[\\/]/).pop()?.trim() || 'User manual.pdf';
  return { bytes, name: base.slice(0, 200) };
}

/** POST myusermanual/fileupload: kept as the uploader's, named by a random key that manualadd then refers to. */
export async function storePdf(w: Work, pdf: { bytes: Buffer; name: string }) {
  const row = await insertFile(w.tx, { tenantId: w.actor.tenantId, userId: w.actor.userId, ...pdf, now: w.now });
  return { FilePath: row.fileKey, Name: row.name };
}

/** GET myusermanual/download/{profileId}: the manual entry's PDF, for anyone who may read the manual. */
export async function attachmentOf(w: Work, profileId: number) {
  const manual = await findManual(w.tx, w.actor.tenantId, profileId);
  const file = manual?.source === 'manual' && manual.attachmentId ? await findFileById(w.tx, w.actor.tenantId, manual.attachmentId) : null;
  if (!file) throw notFound(NO_ATTACHMENT);
  return { bytes: file.bytes, name: file.name.replace(/\.pdf$/i, '') };
}
