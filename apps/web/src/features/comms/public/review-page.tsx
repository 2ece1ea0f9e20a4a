import { useLoaderData } from 'react-router';
import { formatClubDate } from '@rgcc/shared/format/dates';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { localeDigits } from '@rgcc/shared/format/number';
import { reviewCategories } from '@rgcc/shared/comms/review-constants';
import type { Review, ReviewsWidget } from '@rgcc/shared/comms/reviews';
import type { reviewsLoader } from './api';
import { categoryAverages, newestFirst } from './review-averages';
import { formLoadedOnFirstUse } from '@/lib/form-on-first-use';
import { StarRow } from '../../../components/ui/star-rating';
import { categoryTextKeys, reviewsTexts } from './reviews-texts';

const ReviewForm = formLoadedOnFirstUse(() => import('./review-form').then((module) => module.ReviewForm));

export function ReviewPage() {
  const { reviews, widget } = useLoaderData<typeof reviewsLoader>();
  const t = useTexts(reviewsTexts);
  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('restaurantName')}>
        {t('pageIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <ReviewSummary reviews={reviews} />
          <ReviewForm />
        </div>
      </Section>
      {reviews.length > 0 && (
        <Section title={t('whatGuestsSay')} id="guest-reviews" className="bg-white">
          <ReviewList reviews={reviews} />
        </Section>
      )}
      <SocialReviewsWidget widget={widget} />
    </>
  );
}

/** The provider's widget, when the club has configured one (it is off by default). */
function SocialReviewsWidget({ widget }: { widget: ReviewsWidget }) {
  const t = useTexts(reviewsTexts);
  if (!widget.url) return null;
  return (
    <Section title={t('reviewsElsewhere')} id="social-reviews" className="bg-cream">
      <iframe
        src={widget.url}
        title={t('socialWidgetTitle')}
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
  const t = useTexts(reviewsTexts);
  const locale = useLocale();
  return (
    <section aria-labelledby="review-summary-heading" className="rounded-2xl bg-fairway-800 p-6 text-cream shadow-sm sm:p-8 lg:sticky lg:top-24">
      <h2 id="review-summary-heading" className="font-serif text-2xl text-cream">
        {t('guestRatings')}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-4 text-lg text-fairway-100">{t('noReviews')}</p>
      ) : (
        <>
          <p className="mt-1 text-fairway-100" data-testid="review-count">
            {t('reviewCount', { count: reviews.length })}
          </p>
          <dl className="mt-6 space-y-5">
            {averages.map((entry) => (
              <div key={entry.category} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1" data-testid="category-average">
                <dt className="font-semibold">{t(categoryTextKeys[entry.category])}</dt>
                <dd className="flex items-center gap-3 rounded-full bg-cream px-3 py-1 text-fairway-800">
                  {/* Rated: the stars' own "n out of 5 stars". */}
                  <StarRow filled={entry.stars} label={entry.average === null ? t('notRatedYet') : undefined} />
                  <span className="w-8 text-right text-lg font-semibold tabular-nums" data-testid="average-value">
                    {localeDigits(entry.label, locale)}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-fairway-100">{t('averagesNote')}</p>
        </>
      )}
    </section>
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  const locale = useLocale();
  const t = useTexts(reviewsTexts);
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
                      {t(categoryTextKeys[category])}
                      {score > 0 && <StarRow filled={score} size="sm" />}
                    </dt>
                    {comment && <dd className="mt-1 text-ink">{comment}</dd>}
                    {!comment && <dd className="sr-only">{t('noComment')}</dd>}
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
