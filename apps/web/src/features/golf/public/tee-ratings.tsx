import { provisionalRatingLabel } from '@rgcc/shared/golf/course-constants';
import { teeGenderLabels } from '@rgcc/shared/golf/golf-constants';
import { formatOneDecimal } from '@rgcc/shared/format/golf-numbers';
// Types only: the schema module would pull zod into the page's first load.
import type { Tee } from '@rgcc/shared/golf/scores';

/**
 * The tees' ratings on the golf course page: the nine's Course Rating, Slope Rating and par, and
 * the 18-hole round's (the nine played twice: Course Rating and par doubled, the same Slope).
 * Provisional ratings say they are still to be confirmed.
 */
export function TeeRatings({ tees }: { tees: Tee[] }) {
  const provisional = tees.some((tee) => !tee.ratingConfirmed);
  return (
    <>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-fairway-100" role="region" aria-labelledby="ratings-caption" tabIndex={0}>
        <table className="w-full min-w-[32rem] border-collapse text-center tabular-nums">
          <caption id="ratings-caption" className="sr-only">
            Course Rating, Slope Rating and par of each set of tees, for 9 and 18 holes
          </caption>
          <thead>
            <tr className="bg-fairway-800 text-cream">
              <th scope="col" className="px-3 py-3 text-left font-semibold">
                Tees
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Course Rating (9 / 18)
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Slope
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Par (9 / 18)
              </th>
            </tr>
          </thead>
          <tbody>
            {tees.map((tee) => (
              <tr key={tee.id} className="border-t border-fairway-100 odd:bg-cream even:bg-white" data-tee={tee.name}>
                <th scope="row" className="px-3 py-3 text-left font-semibold text-fairway-800">
                  {tee.name} <span className="font-normal text-ink-muted">({teeGenderLabels[tee.gender]})</span>
                  {!tee.ratingConfirmed && <span className="block text-sm font-normal text-ink-muted">Provisional: {provisionalRatingLabel}</span>}
                </th>
                <td className="px-3 py-3">
                  {formatOneDecimal(tee.courseRating)} / {formatOneDecimal(tee.courseRating * 2)}
                </td>
                <td className="px-3 py-3">{tee.slopeRating}</td>
                <td className="px-3 py-3">
                  {tee.par} / {tee.par * 2}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        An 18-hole round plays the nine twice: twice the Course Rating and par, the same Slope.
        {provisional && ` Ratings marked provisional are the club's own, ${provisionalRatingLabel}.`}
      </p>
    </>
  );
}
