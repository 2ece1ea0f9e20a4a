import { ArrowLeft, Check, RotateCcw, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLoaderData, useLocation } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import type { InboxMessageDetail, InboxReplyInput } from '@rgcc/shared/comms/inbox';
import { useMarkHandled, useReply, type inboxMessageLoader } from './api';
import { statusBadgeClass } from './inbox-format';
import { ClubDateTime } from '@/components/club-date-time';
import { useTexts } from '@/lib/texts';
import { inboxTexts, messageTitle } from './inbox-texts';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8';

/** `/admin/inbox/:kind/:id`: one message, its thread of replies, the reply form and whether it is handled. */
export function InboxMessagePage() {
  const t = useTexts(inboxTexts);
  const { message } = useLoaderData<typeof inboxMessageLoader>();
  const { state } = useLocation();
  // Back to the list as staff left it (tab, search, filter, page), when they came from it.
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = typeof listSearch === 'string' && listSearch ? `/admin/inbox?${listSearch}` : `/admin/inbox${message && message.kind !== 'contact' ? `?kind=${message.kind}` : ''}`;
  return (
    <>
      <PageHeader title={message ? messageTitle(t, message) : t('inboxMessage')} eyebrow={t('staffConsole')} inConsole>
        {message && t('tab', { tab: message.kind })}
      </PageHeader>
      <Section className="bg-cream">
        <Link to={backTo} className="mb-6 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToInbox')}
        </Link>
        {message ? (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <div className="space-y-6 lg:order-2 lg:sticky lg:top-24">
              <HandledStatus message={message} />
            </div>
            <div className="space-y-6 lg:order-1">
              <Thread message={message} />
              {message.replyTo ? <ReplyForm message={message} replyTo={message.replyTo} /> : <NoReply message={message} />}
            </div>
          </div>
        ) : (
          <p role="alert" className="rounded-2xl bg-white p-10 text-center text-ink shadow-sm ring-1 ring-fairway-100">
            {t('messageNotFound')}
          </p>
        )}
      </Section>
    </>
  );
}

function HandledStatus({ message }: { message: InboxMessageDetail }) {
  const t = useTexts(inboxTexts);
  const mark = useMarkHandled(message.kind, message.id);
  const handled = message.handledAt !== null;
  const status = handled ? 'handled' : 'new';
  const toggle = () =>
    mark.submit(
      { handled: !handled },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error, t('couldNotChangeStatus'))),
      },
    );
  return (
    <section aria-labelledby="status-heading" className={card}>
      <h2 id="status-heading" className="mb-4 text-2xl">
        {t('status')}
      </h2>
      <dl className="space-y-4">
        <div>
          <dt className="text-sm font-semibold text-fairway-800">{t('status')}</dt>
          <dd className="mt-1">
            <span className={statusBadgeClass[status]}>{t('messageStatus', { status })}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-fairway-800">{t('received')}</dt>
          <dd className="mt-1"><ClubDateTime at={message.createdAt} /></dd>
        </div>
        {message.handledAt && (
          <div>
            <dt className="text-sm font-semibold text-fairway-800">{t('handled')}</dt>
            <dd className="mt-1">
              <ClubDateTime at={message.handledAt} />
              {message.handledBy && <span className="block text-sm break-all text-ink-muted">{t('handledBy', { name: message.handledBy })}</span>}
            </dd>
          </div>
        )}
      </dl>
      <Button variant={handled ? 'secondary' : 'primary'} className="mt-6" onClick={toggle} disabled={mark.isPending}>
        {handled ? <RotateCcw aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
        {handled ? t('markAsNew') : t('markAsHandled')}
      </Button>
    </section>
  );
}

/** The visitor's message with what else they sent, then each reply (and a member's next messages), oldest first. */
function Thread({ message }: { message: InboxMessageDetail }) {
  const t = useTexts(inboxTexts);
  return (
    <section aria-labelledby="thread-heading" className={card}>
      <h2 id="thread-heading" className="mb-4 text-2xl">
        {t('thread')}
      </h2>
      <ol className="space-y-6">
        <li className="rounded-xl bg-cream p-4 sm:p-5">
          <p className="font-semibold text-fairway-800">{message.from ?? t('anonymousGuest')}</p>
          <p className="text-sm text-ink-muted"><ClubDateTime at={message.createdAt} /></p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {message.fields.map((field) => (
              <div key={field.label}>
                <dt className="text-sm font-semibold text-fairway-800">{field.label}</dt>
                <dd className="break-words">{field.value}</dd>
              </div>
            ))}
          </dl>
          {message.message && <p className="mt-4 break-words whitespace-pre-line text-ink">{message.message}</p>}
        </li>
        {message.replies.map((reply) =>
          reply.fromSender ? (
            <li key={`sender-${reply.id}`} className="rounded-xl bg-cream p-4 sm:p-5">
              <p className="font-semibold text-fairway-800">{reply.author}</p>
              <p className="text-sm text-ink-muted"><ClubDateTime at={reply.at} /></p>
              <p className="mt-3 break-words whitespace-pre-line text-ink">{reply.text}</p>
            </li>
          ) : (
            <li key={reply.id} className="rounded-xl border-l-4 border-fairway-500 bg-fairway-50 p-4 sm:p-5">
              <p className="font-semibold text-fairway-800">{reply.author === null ? t('replyByRemovedAccount') : t('replyBy', { author: reply.author })}</p>
              <p className="text-sm text-ink-muted"><ClubDateTime at={reply.at} /></p>
              <p className="mt-3 break-words whitespace-pre-line text-ink">{reply.text}</p>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

const emptyReply: InboxReplyInput = { text: '' };

function ReplyForm({ message, replyTo }: { message: InboxMessageDetail; replyTo: string }) {
  const t = useTexts(inboxTexts);
  const reply = useReply(message.kind, message.id);
  const form = useForm<InboxReplyInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/comms/inbox').then((module) => module.inboxReplySchema)),
    defaultValues: emptyReply,
  });
  const submit = form.handleSubmit((values) =>
    reply.submit(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset(emptyReply);
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error, ['text'])) return;
        toast.error(errorMessage(error, t('couldNotSendReply')));
      },
    }),
  );
  return (
    <section aria-labelledby="reply-heading" className={card}>
      <h2 id="reply-heading" className="mb-2 text-2xl">
        {t('replyByEmail')}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        {t.rich('replyNote', { address: (chunks) => <strong className="break-all text-ink">{chunks}</strong> }, { replyTo, kind: message.kind })}
      </p>
      <form noValidate onSubmit={submit} aria-labelledby="reply-heading" className="space-y-4">
        <TextAreaField label={t('reply')} rows={6} maxLength={5000} {...form.register('text')} error={form.formState.errors.text?.message} />
        <Button type="submit" disabled={reply.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {reply.isPending ? t('sending') : t('sendReply')}
        </Button>
      </form>
    </section>
  );
}

function NoReply({ message }: { message: InboxMessageDetail }) {
  const t = useTexts(inboxTexts);
  return (
    <p className={`${card} text-ink-muted`}>
      {message.kind === 'rating' ? t('ratingsAreAnonymous') : message.phone !== null ? t('noEmailCallPhone', { phone: message.phone }) : t('noEmailCallGuest')}
    </p>
  );
}
