import zlib from 'node:zlib';

/**
 * A WOFF font (1.0) unpacked into the TrueType/OpenType file it wraps. fontkit reads WOFF, but
 * inflates a table, in JavaScript, each time it reads it: subsetting a font for a PDF reads the
 * glyph table once per glyph, seconds for a page of Bangla. Unpacked once, the font reads as it is.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(at + field)) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? zlib.inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table unpacks to the wrong length');
    return { tag, checksum, data };
  });
  // The table directory's binary-search fields (OpenType spec, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const at = 12 + index * 16;
    header.writeUInt32BE(tag, at);
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    offset += padded(data.length);
  });
  return Buffer.concat([header, ...tables.map(({ data }) => Buffer.concat([data, Buffer.alloc(padded(data.length) - data.length)]))]);
}
