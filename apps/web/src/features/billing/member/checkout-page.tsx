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

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Checkout" eyebrow="Membership registration fee" />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-10">{children}</div>
      </Section>
    </>
  );
}

/** The summary, the one payment method, and Pay: the server creates the payment and names the wallet's page. */
function PaymentCheckout({ account }: { account: CurrentAccount }) {
  const locale = useLocale();
  const revalidator = useRevalidator();
  const pay = useSubmission({
    send: startRegistrationFeePayment,
    // The wallet's page, then back to our callback; the button keeps saying so meanwhile.
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (error) => {
      toast.error(errorMessage(error, 'Payment failed. Please try again.'));
      // Already paid (in another tab): the page is read again and says so.
      if (error instanceof ApiRequestError && error.status === 409) void revalidator.revalidate();
    },
  });
  if (!account.dashboardLocked) {
    return (
      <CheckoutFrame>
        <p className="text-lg">Your membership registration fee is paid and your dashboard is unlocked.</p>
        <ButtonLink to="/dashboard" className="mt-6 w-full">
          Go to Dashboard
        </ButtonLink>
      </CheckoutFrame>
    );
  }
  const processing = pay.isPending || pay.answer !== undefined;
  return (
    <CheckoutFrame>
      <h2 className="mb-4 font-sans text-lg font-semibold text-fairway-800">Payment summary</h2>
      <FeeSummary />
      <fieldset className="mt-8">
        <legend className="mb-3 font-sans text-lg font-semibold text-fairway-800">Payment method</legend>
        <label className="flex items-center gap-3 rounded-xl p-4 ring-2 ring-fairway-600">
          <input type="radio" name="method" value="mobile-wallet" defaultChecked className="size-4 accent-fairway-700" />
          <Smartphone aria-hidden="true" className="size-6 text-fairway-700" />
          <span>
            <span className="block font-semibold">Mobile wallet</span>
            <span className="text-sm text-ink-muted">You confirm the payment in your wallet, then come back here.</span>
          </span>
        </label>
      </fieldset>
      <Button className="mt-8 w-full" disabled={processing} onClick={() => pay.submit()}>
        {processing ? 'Processing Payment' : `Pay ${formatMoney(registrationFee.totalPaisa, locale)}`}
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
  return (
    <CheckoutFrame>
      <h2 className="mb-4 font-sans text-lg font-semibold text-fairway-800">Payment summary</h2>
      <FeeSummary />
      <p className="mt-6">
        The registration fee is paid by members after the club has approved their application. Please sign in with the User ID and password from
        your approval email first.
      </p>
      <ButtonLink to={loginPathFor('/checkout')} className="mt-6 w-full">
        Sign in to pay
      </ButtonLink>
    </CheckoutFrame>
  );
}
