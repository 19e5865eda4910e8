import { describe, expect, it } from 'vitest';
import { zipOfZeros } from '../testing/zip-bomb';
import { checkZip } from './check-zip';

const limits = { maxEntries: 10, maxUnpackedBytes: 1024 * 1024 };

describe('checkZip', () => {
  it.each([
    ['an honest zip within the limit', zipOfZeros('a.xml', 512 * 1024), 'ok'],
    ['an honest zip over the limit', zipOfZeros('a.xml', 2 * 1024 * 1024), 'too_large'],
    ['a zip claiming 1 KB that unpacks to 20 MB', zipOfZeros('a.xml', 20 * 1024 * 1024, 1024), 'too_large'],
    ['a zip claiming 20 MB that unpacks to 1 KB', zipOfZeros('a.xml', 1024, 20 * 1024 * 1024), 'ok'],
    ['bytes that are not a zip', Buffer.from('Name,Email\nAda,ada@acme.test\n'), 'unreadable'],
  ])('%s: %s', async (_, bytes, expected) => {
    expect(await checkZip(bytes, limits)).toBe(expected);
  });

  it('refuses more entries than allowed before unpacking any', async () => {
    expect(await checkZip(zipOfZeros('a.xml', 10), { maxEntries: 0, maxUnpackedBytes: 1024 })).toBe('too_large');
  });
});
