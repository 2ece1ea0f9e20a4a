import { ArrowLeft, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import type { SupportFollowUpInput, SupportThread } from '@rgcc/shared/comms/support';
import { MemberPage } from '@/components/member-area/member-page';
import { CallTheOffice } from './support-office';
import { useFollowUp, type supportThreadLoader } from './api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { supportTexts } from './support-texts';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8';

/** `/dashboard/support/:id`: one thread with the club office, oldest first, and the member's next message. */
export function SupportThreadPage() {
  const t = useTexts(supportTexts);
  const { thread } = useLoaderData<typeof supportThreadLoader>();
  return (
    <MemberPage title={t('pageTitle')}>
      <Link to="/dashboard/support" className="mb-6 inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('allYourMessages')}
      </Link>
      {thread ? (
        <div className="space-y-6">
          <Thread thread={thread} />
          <FollowUpForm id={thread.id} />
          <CallTheOffice />
        </div>
      ) : (
        <p role="alert" className={`${card} text-center text-ink`}>
          {t('threadNotFound')}
        </p>
      )}
    </MemberPage>
  );
}

function Thread({ thread }: { thread: SupportThread }) {
  const locale = useLocale();
  const t = useTexts(supportTexts);
  return (
    <section aria-labelledby="thread-heading" className={card}>
      <h2 id="thread-heading" className="mb-4 text-2xl break-words">
        {thread.subject}
      </h2>
      <ol className="space-y-4">
        {thread.entries.map((entry) => (
          <li
            key={`${entry.from}-${entry.id}`}
            className={entry.from === 'club' ? 'rounded-xl border-l-4 border-fairway-500 bg-fairway-50 p-4 sm:p-5' : 'rounded-xl bg-cream p-4 sm:p-5'}
          >
            <p className="font-semibold text-fairway-800">{entry.from === 'club' ? t('clubOffice') : t('you')}</p>
            <p className="text-sm text-ink-muted">
              {t.rich('atDhakaTime', { time: (chunks) => <time dateTime={entry.at}>{chunks}</time> }, { at: formatClubDateTime(entry.at, locale) })}
            </p>
            <p className="mt-3 break-words whitespace-pre-line text-ink">{entry.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const emptyFollowUp: SupportFollowUpInput = { message: '' };

function FollowUpForm({ id }: { id: number }) {
  const t = useTexts(supportTexts);
  const send = useFollowUp(id);
  const form = useForm<SupportFollowUpInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/comms/support').then((module) => module.supportFollowUpSchema)),
    defaultValues: emptyFollowUp,
  });
  const submit = form.handleSubmit((values) =>
    send.submit(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset(emptyFollowUp);
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error, ['message'])) return;
        toast.error(errorMessage(error, t('couldNotSend')));
      },
    }),
  );
  return (
    <section aria-labelledby="follow-up-heading" className={card}>
      <h2 id="follow-up-heading" className="mb-4 text-2xl">
        {t('writeAgain')}
      </h2>
      <form noValidate onSubmit={submit} aria-labelledby="follow-up-heading" className="space-y-4">
        <TextAreaField label={t('message')} rows={5} maxLength={5000} {...form.register('message')} error={form.formState.errors.message?.message} />
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? t('sending') : t('send')}
        </Button>
      </form>
    </section>
  );
}
