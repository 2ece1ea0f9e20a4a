import { reviewCategories, type ReviewCategory } from '@rgcc/shared/comms/review-constants';
import { compareIso } from '@rgcc/shared/format/iso-order';
import type { Review } from '@rgcc/shared/comms/reviews';

export interface CategoryAverage {
  category: ReviewCategory;
  /** Rounded to one decimal; null while nobody has rated the category. */
  average: number | null;
  /** The average as the page prints it, e.g. '4.3'. */
  label: string;
  /** Whole stars to fill: the printed average rounded, so 4.3 fills 4 and 4.5 fills 5. */
  stars: number;
  /** How many reviews rated this category (0 means unrated and does not count). */
  ratedCount: number;
}

/** Rounds to one decimal the way a person reads it (4.45 → 4.5), dodging binary float drift. */
export function roundToOneDecimal(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

export function averageOf(scores: readonly number[]): number | null {
  const rated = scores.filter((score) => score > 0);
  if (rated.length === 0) return null;
  return roundToOneDecimal(rated.reduce((sum, score) => sum + score, 0) / rated.length);
}

export function categoryAverages(reviews: readonly Pick<Review, 'ratings'>[]): CategoryAverage[] {
  return reviewCategories.map((category) => {
    const scores = reviews.map((review) => review.ratings[category] ?? 0);
    const average = averageOf(scores);
    return {
      category,
      average,
      label: average === null ? '–' : average.toFixed(1),
      stars: average === null ? 0 : Math.round(average),
      ratedCount: scores.filter((score) => score > 0).length,
    };
  });
}

/** The server already answers newest first; sorting again keeps the page right whatever the source. */
export function newestFirst<T extends Pick<Review, 'date' | 'id'>>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => compareIso(b.date, a.date) || b.id - a.id);
}
