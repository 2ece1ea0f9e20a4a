import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { toast } from '@/lib/toast';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { formatMoney } from '@rgcc/shared/format/money';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAccount } from '@/lib/current-account';
import { loginPathFor } from '@/lib/return-to';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import { startRegistrationFeePayment, type checkoutLoader } from './api';
import { FeeSummary } from './fee-summary';
import { useLocale } from '@/lib/use-locale';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { checkoutPagePath, pathInLocale } from '@rgcc/shared/common/page-paths';
import { checkoutTexts } from './checkout-texts';

function CheckoutFrame({ children }: { children: ReactNode }) {
  const t = useTexts(checkoutTexts);
  return (
    <>
      <PageHeader title={t('checkout')} eyebrow={t('registrationFee')} />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-10">{children}</div>
      </Section>
    </>
  );
}

/** The summary, the one payment method, and Pay: the server creates the payment and names the wallet's page. */
function PaymentCheckout({ account }: { account: CurrentAccount }) {
  const locale = useLocale();
  const t = useTexts(checkoutTexts);
  const revalidator = useRevalidator();
  const pay = useSubmission({
    send: startRegistrationFeePayment,
    // The wallet's page, then back to our callback; the button keeps saying so meanwhile.
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (error) => {
      toast.error(errorMessage(error, t('paymentFailed')));
      // Already paid (in another tab): the page is read again and says so.
      if (error instanceof ApiRequestError && error.status === 409) void revalidator.revalidate();
    },
  });
  if (!account.dashboardLocked) {
    return (
      <CheckoutFrame>
        <p className="text-lg">{t('feePaid')}</p>
        <ButtonLink to="/dashboard" className="mt-6 w-full">
          {t('goToDashboard')}
        </ButtonLink>
      </CheckoutFrame>
    );
  }
  const processing = pay.isPending || pay.answer !== undefined;
  return (
    <CheckoutFrame>
      <h2 className="mb-4 font-sans text-lg font-semibold text-fairway-800">{t('paymentSummary')}</h2>
      <FeeSummary />
      <fieldset className="mt-8">
        <legend className="mb-3 font-sans text-lg font-semibold text-fairway-800">{t('paymentMethod')}</legend>
        <label className="flex items-center gap-3 rounded-xl p-4 ring-2 ring-fairway-600">
          <input type="radio" name="method" value="mobile-wallet" defaultChecked className="size-4 accent-fairway-700" />
          <Smartphone aria-hidden="true" className="size-6 text-fairway-700" />
          <span>
            <span className="block font-semibold">{t('mobileWallet')}</span>
            <span className="text-sm text-ink-muted">{t('mobileWalletHint')}</span>
          </span>
        </label>
      </fieldset>
      <Button className="mt-8 w-full" disabled={processing} onClick={() => pay.submit()}>
        {processing ? t('processingPayment') : t('payAmount', { amount: formatMoney(registrationFee.totalPaisa, locale) })}
      </Button>
    </CheckoutFrame>
  );
}

/** /payment-checkout: behind the sign-in guard. */
export function PaymentCheckoutPage() {
  return <PaymentCheckout account={useAccount()} />;
}

/** /checkout (the registration page's Pay Now): asks a signed-out visitor to sign in first, then comes back. */
export function CheckoutPage() {
  const { account } = useLoaderData<typeof checkoutLoader>();
  if (account) return <PaymentCheckout account={account} />;
  return <SignInToPay />;
}

/** The fee, and why and where to sign in; back to the checkout in the page's language after. */
function SignInToPay() {
  const locale = useLocale();
  const t = useTexts(checkoutTexts);
  return (
    <CheckoutFrame>
      <h2 className="mb-4 font-sans text-lg font-semibold text-fairway-800">{t('paymentSummary')}</h2>
      <FeeSummary />
      <p className="mt-6">{t('signInFirst')}</p>
      <ButtonLink to={loginPathFor(pathInLocale(checkoutPagePath, locale))} className="mt-6 w-full">
        {t('signInToPay')}
      </ButtonLink>
    </CheckoutFrame>
  );
}
