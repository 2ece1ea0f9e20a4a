import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { ListTable } from '@/components/ui/list-table';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import type { SupportThreadInput, SupportThreadSummary } from '@rgcc/shared/comms/support';
import { MemberPage } from '@/components/member-area/member-page';
import { CallTheOffice } from './support-office';
import { useStartThread, type supportThreadsLoader } from './api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { supportTexts } from './support-texts';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8';
const badge = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** Where a thread stands for the member, in words and a colour. */
function ThreadStatus({ thread }: { thread: SupportThreadSummary }) {
  const t = useTexts(supportTexts);
  if (thread.unreadAnswers > 0) return <span className={`${badge} bg-river-100 text-river-700 ring-river-500/30`}>{t('newAnswer')}</span>;
  if (thread.answered) return <span className={`${badge} bg-fairway-100 text-fairway-800 ring-fairway-200`}>{t('answered')}</span>;
  return <span className={`${badge} bg-sand-100 text-ink ring-sand-300`}>{t('waitingForClub')}</span>;
}

/** `/dashboard/support`: the member's threads with the club office, and a form to start a new one. */
export function SupportPage() {
  const locale = useLocale();
  const t = useTexts(supportTexts);
  const { threads } = useLoaderData<typeof supportThreadsLoader>();
  return (
    <MemberPage title={t('pageTitle')}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="threads-heading" className="space-y-4">
          <h2 id="threads-heading" className="text-2xl">
            {t('yourMessages')}
          </h2>
          {threads.length === 0 ? (
            <p className={`${card} text-ink-muted`}>{t('noThreadsYet')}</p>
          ) : (
            <ListTable id="threads-caption" caption={t('threadsCaption')} headings={[t('subject'), t('status'), t('lastActivity')]} widthClass="min-w-[32rem]">
              {threads.map((thread) => (
                <tr key={thread.id} className="align-top hover:bg-cream">
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link to={`/dashboard/support/${thread.id}`} className="break-words text-fairway-800 underline decoration-fairway-200 underline-offset-4 hover:decoration-fairway-700">
                      {thread.subject}
                    </Link>
                  </th>
                  <td className="px-4 py-3">
                    <ThreadStatus thread={thread} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={thread.lastActivityAt}>{formatClubDateTime(thread.lastActivityAt, locale)}</time>
                  </td>
                </tr>
              ))}
            </ListTable>
          )}
          <CallTheOffice />
        </section>
        <NewMessageForm />
      </div>
    </MemberPage>
  );
}

const emptyThread: SupportThreadInput = { subject: '', message: '' };
const fieldNames = Object.keys(emptyThread) as (keyof SupportThreadInput)[];

function NewMessageForm() {
  const t = useTexts(supportTexts);
  const navigate = useLocalisedNavigate();
  const start = useStartThread();
  const form = useForm<SupportThreadInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/comms/support').then((module) => module.supportThreadInputSchema)),
    mode: 'onTouched',
    defaultValues: emptyThread,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    start.submit(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        void navigate(`/dashboard/support/${answer.id}`);
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error, fieldNames)) return;
        toast.error(errorMessage(error, t('couldNotSend')));
      },
    }),
  );
  return (
    <section aria-labelledby="new-message-heading" className={card}>
      <h2 id="new-message-heading" className="mb-2 text-2xl">
        {t('newMessage')}
      </h2>
      <p className="mb-6 text-sm text-ink-muted">{t('answersWithinADay')}</p>
      <form noValidate onSubmit={submit} aria-labelledby="new-message-heading" className="space-y-5">
        <TextField label={t('subject')} maxLength={150} {...form.register('subject')} error={errors.subject?.message} />
        <TextAreaField label={t('message')} rows={6} maxLength={5000} {...form.register('message')} error={errors.message?.message} />
        <Button type="submit" disabled={start.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {start.isPending ? t('sending') : t('sendMessage')}
        </Button>
      </form>
    </section>
  );
}
