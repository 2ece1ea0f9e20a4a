import { Star } from 'lucide-react';
import { useTexts } from '@/lib/texts';
import { starRatingTexts } from './star-rating-texts';

const filledStar = 'fill-sand-500 stroke-sand-700';
const emptyStar = 'fill-transparent stroke-sand-700';

const rowSizes = { sm: 'h-4', md: 'h-5' };

/**
 * Read-only stars: `filled` of 5, announced as one image. Drawn by the stylesheet (`.star-row` in
 * styles.css: the outlines as the row's background, the filled stars as a layer over the first
 * `data-filled` of them), so a row is one element: the review page shows three rows for each
 * review, and a drawing of five stars each made its HTML 0.5 MB with forty reviews.
 */
export function StarRow({ filled, size = 'md', label }: { filled: number; size?: 'sm' | 'md'; label?: string }) {
  const t = useTexts(starRatingTexts);
  return <span role="img" aria-label={label ?? t('starsOutOfFive', { count: filled })} data-filled={filled} className={`star-row ${rowSizes[size]}`} />;
}

interface StarRatingInputProps {
  legend: string;
  name: string;
  /** 0 (or undefined) means no stars chosen. */
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Offer a way back to "not rated" (the review form allows 0). */
  clearable?: boolean;
  error?: string;
  errorId?: string;
  legendClassName?: string;
}

/**
 * Five stars as a native radio group: arrow keys move between them, each radio is named
 * "n stars", and the radio itself covers its star so the focus ring sits on the star.
 */
export function StarRatingInput({ legend, name, value = 0, onChange, onBlur, clearable, error, errorId, legendClassName }: StarRatingInputProps) {
  const t = useTexts(starRatingTexts);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={legendClassName ?? 'text-sm font-semibold text-fairway-800'}>{legend}</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative grid size-10 cursor-pointer place-items-center rounded-full hover:bg-sand-100">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            <Star aria-hidden="true" strokeWidth={1.75} className={`pointer-events-none size-7 ${n <= value ? filledStar : emptyStar}`} />
            <span className="sr-only">{t('starCount', { count: n })}</span>
          </label>
        ))}
        {clearable && value > 0 && (
          <button type="button" onClick={() => onChange(0)} className="ml-2 rounded-full px-3 py-1 text-sm text-fairway-800 underline underline-offset-2 hover:bg-fairway-50">
            {t.rich('clearRating', { hidden: (chunks) => <span className="sr-only">{chunks}</span> }, { legend })}
          </button>
        )}
        <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
          {value > 0 ? t('valueOutOfFive', { value }) : clearable ? t('notRated') : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
