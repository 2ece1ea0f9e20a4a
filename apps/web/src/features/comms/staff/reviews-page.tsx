import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';

/** `/admin/reviews`: the restaurant's reviews, newest first; staff hide, show or delete them. */
export function ReviewsPage() {
  const locale = useLocale();
  const { filters, reviews } = useLoaderData<typeof reviewsLoader>();
  const [, setSearchParams] = useSearchParams();
  const [doomed, setDoomed] = useState<StaffReview | null>(null);
  const setHidden = useSetReviewHidden();
  const toggle = (review: StaffReview) =>
    setHidden.submit(
      { id: review.id, hidden: !review.hidden },
      {
        onSuccess: (changed) => toast.success(changed.hidden ? `The review by ${changed.userName} is hidden.` : `The review by ${changed.userName} is shown again.`),
        onError: (error) => toast.error(errorMessage(error, 'We could not change the review. Please try again.')),
      },
    );

  return (
    <>
      <PageHeader title="Reviews" eyebrow="Staff console" inConsole>
        What guests wrote about the restaurant. A hidden review is not listed on the review page and leaves its averages.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar label="Reviews" filters={staffReviewListFilters} state={filters} columns="sm:grid-cols-[2fr_1fr_auto]" />
          <p role="status" className="text-sm font-semibold text-fairway-800">
            {reviews.total === 1 ? '1 review' : `${formatNumber(reviews.total, locale)} reviews`}
          </p>
          {reviews.items.length === 0 ? (
            <EmptyList>No reviews match.</EmptyList>
          ) : (
            <ol className="space-y-4" aria-label="Reviews, newest first">
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
  return (
    <article aria-labelledby={`review-${review.id}`} className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 ${review.hidden ? 'opacity-80' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`review-${review.id}`} className="text-xl text-fairway-900">
            {review.userName}
            {review.hidden && <span className="ml-3 rounded-full bg-sand-100 px-3 py-1 align-middle font-sans text-sm font-semibold text-sand-800">Hidden</span>}
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
            {review.hidden ? 'Show' : 'Hide'}
            <span className="sr-only"> the review by {review.userName}</span>
          </Button>
          <Button variant="ghost" className="px-4 py-2 text-red-800" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> the review by {review.userName}</span>
          </Button>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {reviewCategories.map((category) => (
          <div key={category}>
            <dt className="text-sm font-semibold text-fairway-800">{category}</dt>
            <dd className="text-sm">
              {review.ratings[category] === 0 ? 'Not rated' : `${review.ratings[category]} of 5`}
              {review.comments[category] && <p className="mt-1 text-ink">{review.comments[category]}</p>}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function DeleteDialog({ review, onClose }: { review: StaffReview | null; onClose: () => void }) {
  const remove = useDeleteReview();
  return (
    <ReasonDialog
      open={review !== null}
      title="Delete this review?"
      reasonLabel="Reason"
      loadSchema={() => import('@rgcc/shared/comms/reviews').then((module) => module.reviewDeletionSchema)}
      submission={remove}
      inputFor={(reason) => ({ id: review!.id, reason })}
      doneMessage={({ message }) => message}
      failureMessage="We could not delete the review. Please try again."
      confirmLabel="Yes, delete"
      pendingLabel="Deleting…"
      onClose={onClose}
    >
      <p>
        The review by <strong>{review?.userName}</strong> is deleted for good. The audit log keeps what it said and your reason.
      </p>
    </ReasonDialog>
  );
}
