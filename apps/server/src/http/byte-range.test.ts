import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('the one byte range a Range header asks for', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(byteRangeOf(header, 1000)).toEqual(range);
  });

  it('is unsatisfiable when it starts at or past the end, or asks for no bytes at its end', () => {
    for (const header of ['bytes=1000-', 'bytes=1000-2000', 'bytes=-0']) expect(byteRangeOf(header, 1000), header).toBe('unsatisfiable');
  });

  it('is the whole file for no header, several ranges, another unit or a malformed one', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-9', 'items=0-9', 'bytes=9-1', 'bytes=-', 'bytes=a-b', 'bytes 0-9']) expect(byteRangeOf(header, 1000), header).toBeNull();
  });
});
