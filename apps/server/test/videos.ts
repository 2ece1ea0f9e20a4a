/**
 * Tiny video files, built by hand (there is no ffmpeg here): only their headers are real, which is
 * all the server reads, since it stores a video as it comes. Each byte after the header is its
 * offset modulo 251, so any range of the file can be checked.
 */

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const patterned = (from: number, length: number) => Buffer.from(Array.from({ length }, (_, index) => (from + index) % 251));

/** An MP4 file: its `ftyp` box (major brand `isom`), then an `mdat` box of `length` bytes in all. */
export function mp4Of(length = 4096): Buffer {
  const ftyp = Buffer.concat([uint32(24), Buffer.from('ftypisom'), uint32(0x200), Buffer.from('isommp41')]);
  const mdat = Buffer.concat([uint32(length - ftyp.length), Buffer.from('mdat')]);
  const head = Buffer.concat([ftyp, mdat]);
  return Buffer.concat([head, patterned(head.length, length - head.length)]);
}

/** An EBML header naming `docType` (`webm`; `matroska` for a Matroska file), then a Segment. */
export function ebmlOf(docType = 'webm', length = 2048): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const children = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from(docType)), // DocType
    element([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  const head = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length]), children, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
  return Buffer.concat([head, patterned(head.length, length - head.length)]);
}
