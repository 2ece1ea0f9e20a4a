import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ebmlOf, mp4Of } from '../../../../test/videos';
import { videoFormatOf } from './video-format';

/** An `ftyp` box with these brands, then some bytes. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(16 + 4 * compatible.length);
  return Buffer.concat([size, Buffer.from(`ftyp${major}`), Buffer.alloc(4), Buffer.from(compatible.join('')), Buffer.alloc(64)]);
};

describe('a video is known by its first bytes', () => {
  it('an MP4 file by its ftyp box, with an MP4 brand as its major or a compatible one', () => {
    expect(videoFormatOf(mp4Of())).toBe('mp4');
    expect(videoFormatOf(ftyp('mp42', 'isom', 'mp42'))).toBe('mp4');
    expect(videoFormatOf(ftyp('M4V ', 'M4V ', 'mp42'))).toBe('mp4');
    expect(videoFormatOf(ftyp('3gp5', 'isom'))).toBe('mp4');
  });

  it('a WebM file by its EBML header whose DocType is webm', () => {
    expect(videoFormatOf(ebmlOf('webm'))).toBe('webm');
  });

  it('refuses pictures and other containers that share those headers: AVIF, HEIC, QuickTime, Matroska', async () => {
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f6b3a' } }).avif().toBuffer();
    expect(avif.toString('latin1', 4, 8)).toBe('ftyp');
    expect(videoFormatOf(avif)).toBeNull();
    expect(videoFormatOf(ftyp('heic', 'mif1', 'heic', 'iso8'))).toBeNull();
    expect(videoFormatOf(ftyp('mif1', 'isom'))).toBeNull();
    expect(videoFormatOf(ftyp('qt  ', 'qt  '))).toBeNull();
    expect(videoFormatOf(ebmlOf('matroska'))).toBeNull();
  });

  it('refuses anything else, and a header cut short, without throwing', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f6b3a' } }).png().toBuffer();
    for (const bytes of [png, Buffer.from('just some notes, not a film\n'.repeat(20)), Buffer.alloc(0), mp4Of().subarray(0, 10), ebmlOf().subarray(0, 12), Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00])]) {
      expect(videoFormatOf(bytes)).toBeNull();
    }
    // A box size the brands do not fit in.
    const odd = ftyp('isom', 'isom');
    odd.writeUInt32BE(13);
    expect(videoFormatOf(odd)).toBeNull();
  });
});
