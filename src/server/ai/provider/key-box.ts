import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals a secret (a company's AI key) for the database and opens it again; only this server's secret opens it. */
export type KeyBox = { seal(plain: string): string; open(box: string): string };

const VERSION = 'v1';
// A fixed label: the same server secret derives unrelated keys for other purposes.
const INFO = 'trellis/company-ai-key/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class KeyBoxError extends Error {}

/**
 * AES-256-GCM with a key derived from the server secret by HKDF-SHA256. A box reads `v1.<iv>.<tag>.<data>`, each
 * part base64url; the version lets a later scheme open old boxes. The secret is asked for on first use, so an
 * instance that never stores a key never makes one.
 */
export function createKeyBox(secret: string | (() => string)): KeyBox {
  let key: Buffer | null = null;
  const keyOf = () => {
    key ??= Buffer.from(hkdfSync('sha256', typeof secret === 'string' ? secret : secret(), Buffer.alloc(0), INFO, 32));
    return key;
  };
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
    },
    open(box) {
      const [version, ...parts] = box.split('.');
      const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (version !== VERSION || parts.length !== 3 || !iv || !tag || !data || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new KeyBoxError('not a sealed key');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        // GCM's tag check: the box was changed, or sealed with another secret.
        throw new KeyBoxError('the sealed key does not open with this server secret');
      }
    },
  };
}
