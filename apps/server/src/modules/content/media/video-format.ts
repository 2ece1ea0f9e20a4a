import type { UploadedVideoFormat } from '@rgcc/shared/content/media-variants';

/** Enough of a file's start to find its container's header (an `ftyp` box lists a few brands). */
export const videoHeadBytes = 256;

/** ISO-BMFF brands of MP4 files a browser's <video> opens; QuickTime's `qt  ` is not one of them. */
const mp4Brands = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', 'mmp4', 'MSNV']);
/** HEIF and AVIF pictures are ISO-BMFF files too; some list an MP4 brand among their compatible ones. */
const stillImageBrands = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** An MP4 file opens with its `ftyp` box: size, `ftyp`, the major brand, a version, compatible brands. */
function isMp4(head: Buffer): boolean {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16 || boxSize % 4 !== 0) return false;
  const major = head.toString('latin1', 8, 12);
  if (stillImageBrands.has(major)) return false;
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) compatible.push(head.toString('latin1', at, at + 4));
  return mp4Brands.has(major) || compatible.some((brand) => mp4Brands.has(brand));
}

/** An EBML variable-length integer at `at`: its length in bytes and its value without the length marker. */
function readVint(bytes: Buffer, at: number): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index]!;
  return { length, value };
}

const ebmlMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const docTypeId = 0x4282;

/** A WebM file opens with an EBML header whose DocType is `webm` (Matroska's own is `matroska`). */
function isWebm(head: Buffer): boolean {
  if (!head.subarray(0, 4).equals(ebmlMagic)) return false;
  const headerSize = readVint(head, 4);
  if (!headerSize) return false;
  const end = Math.min(head.length, 4 + headerSize.length + headerSize.value);
  let at = 4 + headerSize.length;
  while (at < end) {
    // An element ID keeps its length marker: DocType is 0x4282.
    const id = readVint(head, at);
    if (!id || id.length > 4) return false;
    const idValue = head.readUIntBE(at, id.length);
    const size = readVint(head, at + id.length);
    if (!size) return false;
    const data = at + id.length + size.length;
    if (idValue === docTypeId) return head.toString('latin1', data, data + size.value).replace(/\0+$/, '') === 'webm';
    at = data + size.value;
  }
  return false;
}

/** The container the file's first bytes show, whatever its name or declared type say; null for anything else. */
export function videoFormatOf(head: Buffer): UploadedVideoFormat | null {
  if (isMp4(head)) return 'mp4';
  if (isWebm(head)) return 'webm';
  return null;
}
