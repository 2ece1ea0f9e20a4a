import { describe, expect, it } from 'vitest';
import { keyOf, largestKey } from './keys';

describe('keyOf', () => {
  it('reads the ids a row can have, up to the largest integer key', () => {
    expect(keyOf('1')).toBe(1);
    expect(keyOf(String(largestKey))).toBe(2_147_483_647);
  });

  it('names no row for what no key can be', () => {
    for (const id of ['', '0', '-1', '01', '1.5', '1e3', ' 7', '2147483648', '9999999999', '10000000000']) expect(keyOf(id), id).toBeNull();
  });
});
