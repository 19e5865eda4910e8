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

/** Reads the one file of a multipart request (field `file`), at most IMAGE_MAX_BYTES. */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the image as multipart/form-data in a field named file.');
  }
  try {
    const part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
    if (!part) throw badRequest('Choose an image to upload.', 'file');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw badRequest('The image must be sent in the field named file.', 'file');
    }
    return await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) {
      const message = `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
      throw new AppError('payload_too_large', message, [{ Field: 'file', Message: message }]);
    }
    throw error;
  }
}

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
