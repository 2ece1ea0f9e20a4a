import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { EmptyList } from '@/components/ui/list-table';
import { Button } from '@/components/ui/button';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { reviewCategories, staffReviewListFilters } from '@rgcc/shared/comms/review-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import type { StaffReview } from '@rgcc/shared/comms/reviews';
import { useDeleteReview, useSetReviewHidden, type reviewsLoader } from './review-moderation-api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { categoryTextKeys, reviewModerationTexts } from './reviews-texts';

/** `/admin/reviews`: the restaurant's reviews, newest first; staff hide, show or delete them. */
export function ReviewsPage() {
  const t = useTexts(reviewModerationTexts);
  const { filters, reviews } = useLoaderData<typeof reviewsLoader>();
  const [, setSearchParams] = useSearchParams();
  const [doomed, setDoomed] = useState<StaffReview | null>(null);
  const setHidden = useSetReviewHidden();
  const toggle = (review: StaffReview) =>
    setHidden.submit(
      { id: review.id, hidden: !review.hidden },
      {
        onSuccess: (changed) => toast.success(t(changed.hidden ? 'reviewHidden' : 'reviewShown', { name: changed.userName })),
        onError: (error) => toast.error(errorMessage(error, t('couldNotChange'))),
      },
    );

  return (
    <>
      <PageHeader title={t('reviews')} eyebrow={t('staffConsole')} inConsole>
        {t('pageIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar label={t('reviews')} filters={staffReviewListFilters} state={filters} columns="sm:grid-cols-[2fr_1fr_auto]" />
          <p role="status" className="text-sm font-semibold text-fairway-800">
            {t('reviewCount', { count: reviews.total })}
          </p>
          {reviews.items.length === 0 ? (
            <EmptyList>{t('noReviewsMatch')}</EmptyList>
          ) : (
            <ol className="space-y-4" aria-label={t('reviewsNewestFirst')}>
              {reviews.items.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} busy={setHidden.isPending} onToggle={() => toggle(review)} onDelete={() => setDoomed(review)} />
                </li>
              ))}
            </ol>
          )}
          <Pager page={reviews.page} total={reviews.total} pageSize={reviews.pageSize} onPage={(page) => setSearchParams(listParams(staffReviewListFilters, { ...filters, page }))} />
        </div>
      </Section>
      <DeleteDialog review={doomed} onClose={() => setDoomed(null)} />
    </>
  );
}

function ReviewCard({ review, busy, onToggle, onDelete }: { review: StaffReview; busy: boolean; onToggle: () => void; onDelete: () => void }) {
  const locale = useLocale();
  const t = useTexts(reviewModerationTexts);
  const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <article aria-labelledby={`review-${review.id}`} className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 ${review.hidden ? 'opacity-80' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`review-${review.id}`} className="text-xl text-fairway-900">
            {review.userName}
            {review.hidden && <span className="ml-3 rounded-full bg-sand-100 px-3 py-1 align-middle font-sans text-sm font-semibold text-sand-800">{t('hidden')}</span>}
          </h2>
          <p className="text-sm text-ink-muted">
            <time dateTime={review.date}>{formatClubDateTime(review.date, locale)}</time> ·{' '}
            <a href={`tel:${review.userPhone.replace(/[^+\d]/g, '')}`} className="underline underline-offset-4">
              {review.userPhone}
            </a>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="px-4 py-2" disabled={busy} onClick={onToggle}>
            {review.hidden ? <Eye aria-hidden="true" className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
            {t.rich(review.hidden ? 'show' : 'hide', { hidden }, { name: review.userName })}
          </Button>
          <Button variant="ghost" className="px-4 py-2 text-red-800" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t.rich('delete', { hidden }, { name: review.userName })}
          </Button>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {reviewCategories.map((category) => (
          <div key={category}>
            <dt className="text-sm font-semibold text-fairway-800">{t(categoryTextKeys[category])}</dt>
            <dd className="text-sm">
              {review.ratings[category] === 0 ? t('notRated') : t('ratingOutOfFive', { rating: review.ratings[category] })}
              {review.comments[category] && <p className="mt-1 text-ink">{review.comments[category]}</p>}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function DeleteDialog({ review, onClose }: { review: StaffReview | null; onClose: () => void }) {
  const t = useTexts(reviewModerationTexts);
  const remove = useDeleteReview();
  return (
    <ReasonDialog
      open={review !== null}
      title={t('deleteTitle')}
      reasonLabel={t('reason')}
      loadSchema={() => import('@rgcc/shared/comms/reviews').then((module) => module.reviewDeletionSchema)}
      submission={remove}
      inputFor={(reason) => ({ id: review!.id, reason })}
      doneMessage={({ message }) => message}
      failureMessage={t('couldNotDelete')}
      confirmLabel={t('yesDelete')}
      pendingLabel={t('deleting')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <p>{t.rich('deleteNote', { strong: (chunks) => <strong>{chunks}</strong> }, { name: review?.userName ?? '' })}</p>
    </ReasonDialog>
  );
}
