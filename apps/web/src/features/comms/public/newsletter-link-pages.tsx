import { BadgeCheck, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { Button } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { newsletterLinksTexts } from './newsletter-links-texts';
import { confirmSubscription, unsubscribe } from './newsletter-api';

/**
 * The pages the newsletter's mail links open. Each does its one thing on one click of its button,
 * never on opening: mail scanners open links to check them, and must neither confirm a sign-up
 * nor unsubscribe anyone.
 */
function LinkPage({ title, icon, intro, action, send }: { title: string; icon: ReactNode; intro: string; action: string; send: () => Promise<MessageReply> }) {
  const submission = useSubmission({ send });
  const t = useTexts(newsletterLinksTexts);
  return (
    <>
      <PageHeader title={title} eyebrow={t('newsletter')} />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-fairway-100 sm:p-10">
          {icon}
          {submission.answer ? (
            <p role="status" className="text-lg text-ink">
              {submission.answer.message}
            </p>
          ) : (
            <>
              <p className="text-lg text-ink">{intro}</p>
              <Button onClick={() => submission.submit()} disabled={submission.isPending}>
                {action}
              </Button>
            </>
          )}
          {submission.isError && (
            <p role="alert" className="text-red-700">
              {errorMessage(submission.error, t('somethingWentWrong'))}
            </p>
          )}
        </div>
      </Section>
    </>
  );
}

/** `/newsletter/confirm?token=…`: from the mail sent at sign-up. */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const t = useTexts(newsletterLinksTexts);
  return (
    <LinkPage
      title={t('confirmTitle')}
      icon={<BadgeCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />}
      intro={t('confirmIntro')}
      action={t('confirmAction')}
      send={() => confirmSubscription({ token: params.get('token') ?? '' })}
    />
  );
}

/** `/newsletter/unsubscribe?id=…&token=…`: from any of the newsletter's mails. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const t = useTexts(newsletterLinksTexts);
  return (
    <LinkPage
      title={t('unsubscribeTitle')}
      icon={<MailX aria-hidden="true" className="mx-auto size-12 text-fairway-500" />}
      intro={t('unsubscribeIntro')}
      action={t('unsubscribeAction')}
      send={() => unsubscribe({ id: Number(params.get('id')), token: params.get('token') ?? '' })}
    />
  );
}
