import { fromBuffer, type ZipFile } from 'yauzl';

/**
 * What a zip (an xlsx is one) says it holds, from its central directory, without unpacking anything: how many
 * entries and how many bytes they unpack to. A few kilobytes can claim gigabytes; check this before a library
 * unpacks the file in memory. Answers null for bytes that are not a readable zip.
 */
export async function zipContents(bytes: Buffer): Promise<{ entries: number; unpackedBytes: number } | null> {
  const zip = await new Promise<ZipFile | null>((resolve) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, file) => resolve(error ? null : file)),
  );
  if (!zip) return null;
  return new Promise((resolve) => {
    let unpackedBytes = 0;
    zip.on('entry', (entry: { uncompressedSize: number }) => {
      unpackedBytes += entry.uncompressedSize;
      zip.readEntry();
    });
    zip.on('end', () => resolve({ entries: zip.entryCount, unpackedBytes }));
    zip.on('error', () => resolve(null));
    zip.readEntry();
  });
}
