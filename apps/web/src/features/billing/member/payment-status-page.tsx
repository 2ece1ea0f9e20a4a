import { CircleCheck, CircleX, Loader } from 'lucide-react';
import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { toast } from '@/lib/toast';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { documentPaths } from '@rgcc/shared/billing/account-document-constants';
import type { PaymentState } from '@rgcc/shared/billing/payments';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { checkoutTexts } from './checkout-texts';
import { isSettling, type paymentLoader } from './api';

function Outcome({ payment }: { payment: PaymentState | null }) {
  const locale = useLocale();
  const t = useTexts(checkoutTexts);
  const revalidator = useRevalidator();
  const status = payment?.status ?? 'failed';
  // The registration fee unlocks the dashboard; a payment of the account pays invoices.
  const ofAccount = payment?.purpose === 'account';
  const successMessage = ofAccount ? t('paymentReceived') : t('paymentSuccessful');
  useEffect(() => {
    if (status === 'completed') {
      toast.success(successMessage, { id: `payment-${payment?.id}` });
      // The server unlocked the dashboard: the account is read again, and the stored flag follows.
      void revalidator.revalidate();
    } else if (status === 'failed') {
      toast.error(t('paymentFailed'), { id: `payment-${payment?.id}` });
    }
    // Only a change of outcome matters here, not a new revalidator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, payment?.id]);
  // Watched until the server has settled it.
  useEffect(() => {
    if (!isSettling(status)) return;
    const next = setTimeout(() => void revalidator.revalidate(), 1500);
    return () => clearTimeout(next);
  }, [status, payment, revalidator]);

  if (isSettling(status)) {
    return (
      <div role="status" className="text-center">
        <Loader aria-hidden="true" className="mx-auto size-12 animate-spin text-fairway-600" />
        <p className="mt-4 text-lg">{t('processingPaymentNow')}</p>
      </div>
    );
  }
  if (status === 'completed') {
    return (
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-fairway-600" />
        <h2 className="mt-4 text-2xl">{successMessage}</h2>
        <p className="mt-2 text-ink-muted">
          {t('amountReceived', { amount: formatMoney(paisa(payment!.amountPaisa), locale), receipt: payment!.receiptNumber ?? '' })}
        </p>
        {ofAccount ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {payment!.receiptNumber && <ButtonLink to={documentPaths.receiptPage(payment!.receiptNumber)}>{t('seeReceipt')}</ButtonLink>}
            <ButtonLink to="/dashboard/payments" variant="secondary">
              {t('backToAccount')}
            </ButtonLink>
          </div>
        ) : (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/dashboard">{t('goToDashboard')}</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              {t('backToHome')}
            </ButtonLink>
          </div>
        )}
      </div>
    );
  }
  const heading = status === 'cancelled' ? t('paymentCancelled') : status === 'expired' ? t('paymentExpired') : t('paymentFailed');
  return (
    <div className="text-center">
      <CircleX aria-hidden="true" className="mx-auto size-14 text-red-700" />
      <h2 className="mt-4 text-2xl">{heading}</h2>
      {payment?.failureReason && <p className="mt-2 text-ink-muted">{payment.failureReason}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={ofAccount ? '/dashboard/payments' : '/payment-checkout'}>{t('tryAgain')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('backToHome')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Where the wallet's callback lands: the payment's outcome, watched until the server has settled it. */
export function PaymentStatusPage() {
  const { payment } = useLoaderData<typeof paymentLoader>();
  const t = useTexts(checkoutTexts);
  return (
    <>
      <PageHeader title={t('paymentStatus')} eyebrow={payment?.purpose === 'account' ? t('yourAccount') : t('registrationFee')} />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-10">
          <Outcome payment={payment} />
        </div>
      </Section>
    </>
  );
}
