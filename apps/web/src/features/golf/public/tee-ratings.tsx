import type { TeeGender } from '@rgcc/shared/golf/golf-constants';
import { formatOneDecimal } from '@rgcc/shared/format/golf-numbers';
import { formatNumber, localeDigits } from '@rgcc/shared/format/number';
// Types only: the schema module would pull zod into the page's first load.
import type { Tee } from '@rgcc/shared/golf/scores';
import { useTexts, type TextKey } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { golfCourseTexts } from './golf-course-texts';

/** Whom each set of tees is for, in the page's language (golf-constants.ts holds the English). */
const genderNames: Record<TeeGender, TextKey<typeof golfCourseTexts>> = { men: 'men', women: 'women' };

/**
 * The tees' ratings on the golf course page: the nine's Course Rating, Slope Rating and par, and
 * the 18-hole round's (the nine played twice: Course Rating and par doubled, the same Slope).
 * Provisional ratings say they are still to be confirmed.
 */
export function TeeRatings({ tees }: { tees: Tee[] }) {
  const t = useTexts(golfCourseTexts);
  const locale = useLocale();
  // A rating keeps its one decimal, as the Federation writes it, in the page's digits.
  const rating = (value: number) => localeDigits(formatOneDecimal(value), locale);
  const provisional = tees.some((tee) => !tee.ratingConfirmed);
  return (
    <>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-fairway-100" role="region" aria-labelledby="ratings-caption" tabIndex={0}>
        <table className="w-full min-w-[32rem] border-collapse text-center tabular-nums">
          <caption id="ratings-caption" className="sr-only">
            {t('ratingsCaption')}
          </caption>
          <thead>
            <tr className="bg-fairway-800 text-cream">
              <th scope="col" className="px-3 py-3 text-left font-semibold">
                {t('tees')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('courseRatingNineAndEighteen')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('slope')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('parNineAndEighteen')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tees.map((tee) => (
              <tr key={tee.id} className="border-t border-fairway-100 odd:bg-cream even:bg-white" data-tee={tee.name}>
                <th scope="row" className="px-3 py-3 text-left font-semibold text-fairway-800">
                  {tee.name} <span className="font-normal text-ink-muted">({t(genderNames[tee.gender])})</span>
                  {!tee.ratingConfirmed && <span className="block text-sm font-normal text-ink-muted">{t('provisional')}</span>}
                </th>
                <td className="px-3 py-3">
                  {rating(tee.courseRating)} / {rating(tee.courseRating * 2)}
                </td>
                <td className="px-3 py-3">{formatNumber(tee.slopeRating, locale)}</td>
                <td className="px-3 py-3">
                  {formatNumber(tee.par, locale)} / {formatNumber(tee.par * 2, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        {t('ratingsNote')}
        {provisional && ` ${t('provisionalNote')}`}
      </p>
    </>
  );
}
