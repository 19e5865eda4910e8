import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest } from '../errors';
import { IMAGE_MAX_BYTES, ONLY_PNG_JPG } from '../../domain/people/profile-rules';

export type StoredImage = { bytes: Buffer; type: 'image/png' | 'image/jpeg'; width: number; height: number };

// A 5 MB JPEG can still claim a huge canvas; refuse anything above 40 megapixels before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () => new AppError('unsupported_media_type', ONLY_PNG_JPG, [{ Field: 'file', Message: ONLY_PNG_JPG }]);

const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

// Room for the multipart boundaries, part headers and a few small fields around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/** What is uploaded, as the messages name it. */
export type Upload = 'image' | 'PDF' | 'file';

// Whole sentences per kind of upload, so that each is one text of the messages catalogue (src/i18n/en/messages/common.ts).
const SAYS: Record<Upload, { tooLarge: (mb: number) => string; notMultipart: string; wrongField: string }> = {
  image: {
    tooLarge: (mb) => `The image is larger than ${mb} MB.`,
    notMultipart: 'Send the image as multipart/form-data in a field named file.',
    wrongField: 'The image must be sent in the field named file.',
  },
  PDF: {
    tooLarge: (mb) => `The PDF is larger than ${mb} MB.`,
    notMultipart: 'Send the PDF as multipart/form-data in a field named file.',
    wrongField: 'The PDF must be sent in the field named file.',
  },
  file: {
    tooLarge: (mb) => `The file is larger than ${mb} MB.`,
    notMultipart: 'Send the file as multipart/form-data in a field named file.',
    wrongField: 'The file must be sent in the field named file.',
  },
};

const tooLarge = (what: Upload, maxBytes: number) => {
  const message = SAYS[what].tooLarge(maxBytes / 1024 / 1024);
  return new AppError('payload_too_large', message, [{ Field: 'file', Message: message }]);
};

export type UploadLimit = { maxBytes: number; what: Upload };

/** Reads the one file of a multipart request (field `file`), at most `maxBytes`, with the name it was sent under. */
export async function readUploadedPart(req: FastifyRequest, { maxBytes, what }: UploadLimit): Promise<{ bytes: Buffer; filename: string }> {
  if (!req.isMultipart()) {
    throw new AppError('unsupported_media_type', SAYS[what].notMultipart);
  }
  // A declared length over the limit is refused before a byte of the body is read.
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(what, maxBytes);
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    if (!part) throw badRequest('Choose a file to upload.', 'file');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw badRequest(SAYS[what].wrongField, 'file');
    }
    const bytes = await part.toBuffer();
    // toBuffer notices the cut only on a chunk read after it; when the limit falls between two chunks busboy
    // pushes none, and the first maxBytes came back as if they were the whole file.
    if (part.file.truncated) throw tooLarge(what, maxBytes);
    return { bytes, filename: part.filename };
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(what, maxBytes);
    throw error;
  }
}

/** Reads the one image of a multipart request (field `file`), at most IMAGE_MAX_BYTES. */
export const readUploadedFile = async (req: FastifyRequest): Promise<Buffer> =>
  (await readUploadedPart(req, { maxBytes: IMAGE_MAX_BYTES, what: 'image' })).bytes;

/**
 * Accepts PNG and JPEG by their content (not their name or declared type), re-encodes them at most `box` large
 * in the same format, turned upright, with every piece of metadata (EXIF, GPS, comments) left behind.
 */
export async function normaliseImage(input: Buffer, box: { width: number; height: number }): Promise<StoredImage> {
  const sniffed = await fileTypeFromBuffer(input);
  if (sniffed?.mime !== 'image/png' && sniffed?.mime !== 'image/jpeg') throw notAnImage();
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
    const encoded = sniffed.mime === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, type: sniffed.mime, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}

/** Width and height of a stored image (from its header). */
export async function imageSize(bytes: Buffer): Promise<{ width: number | null; height: number | null }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? null, height: meta.height ?? null };
}
