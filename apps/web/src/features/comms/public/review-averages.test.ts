import { describe, expect, it } from 'vitest';
import type { ReviewScores } from '@rgcc/shared/comms/reviews';
import { averageOf, categoryAverages, newestFirst, roundToOneDecimal } from './review-averages';

const scores = (ambience: number, service: number, food: number): { ratings: ReviewScores } => ({
  ratings: { 'Ambience & Atmosphere': ambience, 'Service & Hospitality': service, 'Food & Beverages': food },
});

describe('review averages', () => {
  it('averages each category to one decimal and rounds the stars from that figure', () => {
    const [ambience, service, food] = categoryAverages([scores(5, 4, 3), scores(4, 5, 3), scores(4, 4, 4)]);
    expect(ambience).toMatchObject({ category: 'Ambience & Atmosphere', average: 4.3, label: '4.3', stars: 4, ratedCount: 3 });
    expect(service).toMatchObject({ average: 4.3, label: '4.3', stars: 4 });
    expect(food).toMatchObject({ average: 3.3, label: '3.3', stars: 3 });
  });

  it('fills 5 stars for 4.5 and keeps a trailing zero (4.0)', () => {
    const [ambience, service] = categoryAverages([scores(5, 4, 1), scores(4, 4, 1)]);
    expect(ambience).toMatchObject({ average: 4.5, label: '4.5', stars: 5 });
    expect(service).toMatchObject({ average: 4, label: '4.0', stars: 4 });
  });

  it('leaves unrated (0) scores out of the average', () => {
    const [ambience, service, food] = categoryAverages([scores(0, 3, 0), scores(4, 0, 0)]);
    expect(ambience).toMatchObject({ average: 4, label: '4.0', stars: 4, ratedCount: 1 });
    expect(service).toMatchObject({ average: 3, ratedCount: 1 });
    expect(food).toMatchObject({ average: null, label: '–', stars: 0, ratedCount: 0 });
  });

  it('has no averages when there are no reviews', () => {
    expect(categoryAverages([]).map((entry) => entry.average)).toEqual([null, null, null]);
    expect(averageOf([])).toBeNull();
  });

  it('rounds half up to one decimal despite binary fractions', () => {
    expect(roundToOneDecimal(4.45)).toBe(4.5);
    expect(roundToOneDecimal(4.25)).toBe(4.3);
    expect(roundToOneDecimal(13 / 3)).toBe(4.3);
    expect(averageOf([5, 4, 4, 5, 4, 4])).toBe(4.3);
  });

  it('orders reviews newest first', () => {
    const list = [
      { id: 1, date: '2025-01-01T10:00:00.000Z' },
      { id: 3, date: '2025-03-01T10:00:00.000Z' },
      { id: 2, date: '2025-03-01T10:00:00.000Z' },
    ];
    expect(newestFirst(list).map((review) => review.id)).toEqual([3, 2, 1]);
  });
});
