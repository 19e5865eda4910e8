import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

export type ZipLimits = { maxEntries: number; maxUnpackedBytes: number };
export type ZipCheck = 'ok' | 'too_large' | 'unreadable';

/**
 * Whether a zip (an xlsx is one) unpacks within the limits, found by unpacking every entry and counting the bytes as
 * they come, whatever its headers claim: a zip of a kilobyte can claim 1 KB and unpack to gigabytes. Nothing is kept;
 * unpacking stops at the first byte over the limit. Call it before a library unpacks the file in memory.
 */
export async function checkZip(bytes: Buffer, limits: ZipLimits): Promise<ZipCheck> {
  // validateEntrySizes off: we count ourselves and stop early instead of trusting the declared size.
  const zip = await new Promise<ZipFile | null>((resolve) =>
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, file) => resolve(error ? null : file)),
  );
  if (!zip) return 'unreadable';
  if (zip.entryCount > limits.maxEntries) return done(zip, 'too_large');
  let unpacked = 0;
  let settled = false;
  return new Promise((resolve) => {
    const finish = (result: ZipCheck) => {
      if (settled) return;
      settled = true;
      resolve(done(zip, result));
    };
    zip.on('error', () => finish('unreadable'));
    zip.on('end', () => finish('ok'));
    zip.on('entry', (entry: Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return finish('unreadable');
        stream.on('data', (chunk: Buffer) => {
          unpacked += chunk.length;
          if (unpacked > limits.maxUnpackedBytes && !settled) {
            stream.destroy();
            finish('too_large');
          }
        });
        stream.on('error', () => finish('unreadable'));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}

function done(zip: ZipFile, result: ZipCheck): ZipCheck {
  zip.close();
  return result;
}
