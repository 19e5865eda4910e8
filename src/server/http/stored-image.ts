import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';

type ImageType = 'image/png' | 'image/jpeg';
type Stored = { bytes: Buffer; type: string | null };

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const JPEG = Buffer.from('ffd8ff', 'hex');
const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The type of a stored image by its first bytes: PNG or JPEG only, whatever the row says. Uploads are checked
 * and re-encoded, but a row written another way (old data, by hand) must not be served as SVG or HTML.
 */
export function imageTypeOf(bytes: Buffer | null): ImageType | null {
  if (!bytes) return null;
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** A stored image as a data URL for JSON answers (logos, base64 avatars); null when it is none or not an image. */
export function imageDataUrl(bytes: Buffer | null): string | null {
  const type = imageTypeOf(bytes);
  return bytes && type ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

/**
 * Every stored file is answered through here: its checked type, nosniff, a CSP that runs nothing even when the
 * file is opened on its own, and an inline disposition whose name the server makes (`<name>.png`).
 */
export function sendStoredImage(reply: FastifyReply, file: Stored, opts: { name: string; cacheControl: string }) {
  const type = imageTypeOf(file.bytes);
  if (!type) throw notFound('No image.');
  const name = `${opts.name.replace(/[^\w-]/g, '_')}.${EXTENSION[type]}`;
  return reply
    .header('content-type', type)
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', opts.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
