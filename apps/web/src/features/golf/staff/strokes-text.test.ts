import { describe, expect, it } from 'vitest';
import { strokesError, strokesFromText } from './strokes-text';

describe('strokes typed from a card', () => {
  it('reads holes separated by spaces or commas, and sends nonsense as 0 for the server to name', () => {
    expect(strokesFromText(' 5 4,4  5\n4 4 3 4 3 ')).toEqual([5, 4, 4, 5, 4, 4, 3, 4, 3]);
    expect(strokesFromText('5 x 4.5')).toEqual([5, 0, 0]);
  });

  it("names the hole of the server's message", () => {
    expect(strokesError({ 'strokes.3': 'Too many' })).toBe('Hole 4: Too many');
    expect(strokesError({ strokes: 'Give 9 or 18' })).toBe('Give 9 or 18');
    expect(strokesError({ reason: 'x' })).toBeUndefined();
  });
});
