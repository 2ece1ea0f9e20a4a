import type { LoaderFunctionArgs } from 'react-router';
import type { PaymentState, StartedPayment } from '@rgcc/shared/billing/payments';
import { api } from '@/lib/api-client';
import { readAccountIfSignedIn } from '@/lib/current-account';
import { readSignedInIfThere } from '@/lib/page-data';

export const isSettling = (status: PaymentState['status'] | undefined) => status === 'pending' || status === 'executing';

/** The payment the wallet's callback names (`?payment=`); null for an id that cannot exist or is not the member's. */
export async function paymentLoader(args: LoaderFunctionArgs) {
  const id = Number(new URL(args.request.url).searchParams.get('payment'));
  return { payment: Number.isInteger(id) && id > 0 ? await readSignedInIfThere<PaymentState>(args, `/api/payments/${id}`) : null };
}

/** /checkout shows the payment to a member who is signed in, and asks anyone else to sign in first. */
export async function checkoutLoader(args: LoaderFunctionArgs) {
  return { account: await readAccountIfSignedIn(args) };
}

export const startRegistrationFeePayment = () => api.post<StartedPayment>('/api/payments/registration-fee', undefined);
