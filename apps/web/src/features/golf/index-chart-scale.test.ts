import { describe, expect, it } from 'vitest';
import { chartHeight, chartPadding, chartScale, chartWidth } from './index-chart-scale';

describe('the index chart', () => {
  it('places days in proportion left to right and a lower index higher up', () => {
    const scale = chartScale([
      { playedOn: '2026-01-01', index: 20 },
      { playedOn: '2026-01-11', index: 18 },
      { playedOn: '2026-01-31', index: 16 },
    ]);
    const [first, second, third] = scale.points;
    expect(first!.x).toBe(chartPadding.left);
    expect(third!.x).toBe(chartWidth - chartPadding.right);
    // 10 of the 30 days: a third of the way.
    expect(second!.x).toBeCloseTo(chartPadding.left + (chartWidth - chartPadding.left - chartPadding.right) / 3, 0);
    expect(third!.y).toBeLessThan(second!.y);
    expect(second!.y).toBeLessThan(first!.y);
    expect(first!.y).toBe(chartHeight - chartPadding.bottom);
    expect([scale.low, scale.high]).toEqual([16, 20]);
  });

  it('centres a single point and gives a flat line an axis at least 2 wide', () => {
    const scale = chartScale([{ playedOn: '2026-03-01', index: 12.4 }]);
    expect(scale.points[0]!.x).toBe(chartPadding.left + (chartWidth - chartPadding.left - chartPadding.right) / 2);
    expect(scale.high - scale.low).toBeGreaterThanOrEqual(2);
    expect(scale.low).toBeLessThanOrEqual(12.4);
    expect(scale.high).toBeGreaterThanOrEqual(12.4);
    expect(scale.ticks).toHaveLength(3);
  });

  it('draws nothing without a history', () => {
    expect(chartScale([]).points).toEqual([]);
  });
});
