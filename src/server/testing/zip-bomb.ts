import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip with one entry of `unpackedBytes` zeros: a few kilobytes that unpack to as much as asked (a hostile upload).
 * `claimedBytes` is what its headers say it unpacks to (a lying zip claims little). Written by hand because no packer
 * would be asked for this on purpose: local header, data, central directory, end.
 */
export function zipOfZeros(name: string, unpackedBytes: number, claimedBytes = unpackedBytes): Buffer {
  const data = Buffer.alloc(unpackedBytes);
  const packed = deflateRawSync(data, { level: 9 });
  const file = Buffer.from(name);
  const sizes = (b: Buffer, at: number) => {
    b.writeUInt32LE(crc32(data), at);
    b.writeUInt32LE(packed.length, at + 4);
    b.writeUInt32LE(claimedBytes, at + 8);
    b.writeUInt16LE(file.length, at + 12);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  sizes(local, 14);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  sizes(central, 16);
  central.writeUInt32LE(0, 42); // the local header's offset
  const directoryAt = local.length + file.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, file, packed, central, file, end]);
}
