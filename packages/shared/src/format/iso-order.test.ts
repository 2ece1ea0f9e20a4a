import { describe, expect, it } from 'vitest';
import { compareIso } from './iso-order';

describe('compareIso', () => {
  it('orders ISO dates by time, equal ones as equal', () => {
    expect(['2025-12-01', '2024-12-31', '2025-02-09', '2025-02-10'].sort(compareIso)).toEqual(['2024-12-31', '2025-02-09', '2025-02-10', '2025-12-01']);
    expect(compareIso('2025-05-15', '2025-05-15')).toBe(0);
  });

  it('orders timestamps within a day', () => {
    expect(compareIso('2025-05-15T08:00:00.000Z', '2025-05-15T17:30:00.000Z')).toBeLessThan(0);
    expect(compareIso('2025-05-16T00:00:00.000Z', '2025-05-15T23:59:59.999Z')).toBeGreaterThan(0);
  });
});
