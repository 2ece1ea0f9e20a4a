import { useLoaderData } from 'react-router';
import { formatClubDate } from '@rgcc/shared/format/dates';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useLocale } from '@/lib/use-locale';
import { reviewCategories } from '@rgcc/shared/comms/review-constants';
import type { Review, ReviewsWidget } from '@rgcc/shared/comms/reviews';
import type { reviewsLoader } from './api';
import { categoryAverages, newestFirst, reviewCountLabel } from './review-averages';
import { ReviewForm } from './review-form';
import { StarRow } from '../../../components/ui/star-rating';


const noReviewsText = 'No reviews yet. Be the first to leave one!';


export function ReviewPage() {
  const { reviews, widget } = useLoaderData<typeof reviewsLoader>();
  return (
    <>
      <PageHeader title="Restaurant Reviews" eyebrow="Golf View Restaurant">
        How was your meal by the river? Tell us, and read what other guests thought.
      </PageHeader>
      <Section className="bg-cream">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <ReviewSummary reviews={reviews} />
          <ReviewForm />
        </div>
      </Section>
      {reviews.length > 0 && (
        <Section title="What guests say" id="guest-reviews" className="bg-white">
          <ReviewList reviews={reviews} />
        </Section>
      )}
      <SocialReviewsWidget widget={widget} />
    </>
  );
}

/** The provider's widget, when the club has configured one (it is off by default). */
function SocialReviewsWidget({ widget }: { widget: ReviewsWidget }) {
  if (!widget.url) return null;
  return (
    <Section title="Reviews elsewhere" id="social-reviews" className="bg-cream">
      <iframe
        src={widget.url}
        title="Reviews of the restaurant on social media"
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-[32rem] w-full rounded-2xl border-0 bg-white ring-1 ring-fairway-100"
      />
    </Section>
  );
}

function ReviewSummary({ reviews }: { reviews: Review[] }) {
  const averages = categoryAverages(reviews);
  return (
    <section aria-labelledby="review-summary-heading" className="rounded-2xl bg-fairway-800 p-6 text-cream shadow-sm sm:p-8 lg:sticky lg:top-24">
      <h2 id="review-summary-heading" className="font-serif text-2xl text-cream">
        Guest ratings
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-4 text-lg text-fairway-100">{noReviewsText}</p>
      ) : (
        <>
          <p className="mt-1 text-fairway-100" data-testid="review-count">
            {reviewCountLabel(reviews.length)}
          </p>
          <dl className="mt-6 space-y-5">
            {averages.map((entry) => (
              <div key={entry.category} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1" data-testid="category-average">
                <dt className="font-semibold">{entry.category}</dt>
                <dd className="flex items-center gap-3 rounded-full bg-cream px-3 py-1 text-fairway-800">
                  <StarRow
                    filled={entry.stars}
                    label={entry.average === null ? 'Not rated yet' : `${entry.stars} out of 5 stars`}
                  />
                  <span className="w-8 text-right text-lg font-semibold tabular-nums" data-testid="average-value">
                    {entry.label}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-fairway-100">Averages count only the categories each guest rated.</p>
        </>
      )}
    </section>
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {newestFirst(reviews).map((review) => (
        <li key={review.id} className="rounded-2xl border border-fairway-100 bg-cream p-6">
          <article aria-labelledby={`review-${review.id}`}>
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`review-${review.id}`} className="text-xl">
                {review.userName}
              </h3>
              <time dateTime={review.date} className="text-sm text-ink-muted">
                {formatClubDate(review.date, locale)}
              </time>
            </header>
            <dl className="mt-4 space-y-3">
              {reviewCategories.map((category) => {
                const score = review.ratings[category];
                const comment = review.comments[category];
                if (!score && !comment) return null;
                return (
                  <div key={category}>
                    <dt className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fairway-800">
                      {category}
                      {score > 0 && <StarRow filled={score} size="sm" />}
                    </dt>
                    {comment && <dd className="mt-1 text-ink">{comment}</dd>}
                    {!comment && <dd className="sr-only">No comment</dd>}
                  </div>
                );
              })}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
