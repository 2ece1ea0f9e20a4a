import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { defaultStatementPeriod, statementPeriodProblem } from '@rgcc/shared/billing/account-document-constants';
import { api } from '@/lib/api-client';
import { notFound, readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { memberIdPattern } from '@rgcc/shared/membership/member-id-pattern';
import { useSubmission } from '@/lib/use-submission';
// Types only: the schema modules' zod stays out of the console's first load.
import type { OfflinePaymentRequest } from '@rgcc/shared/billing/accounts';
import type { Statement } from '@rgcc/shared/billing/account-documents';
import type {
  CounterChargeInput,
  CounterProduct,
  CreditNoteRequest,
  OpeningBalanceCommit,
  OpeningBalanceCommitted,
  OpeningBalancePreview,
  OpeningBalanceRequest,
  PaymentReversalRequest,
  RefundRequest,
  StaffMemberAccount,
} from '@rgcc/shared/billing/staff-accounts';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { CardCheck } from '@rgcc/shared/membership/member-card';

/** `/admin/billing/members/:memberId`: the account (null when no member has the ID), and the pro shop's products for the counter. */
export async function memberAccountLoader(args: LoaderFunctionArgs) {
  const memberId = args.params.memberId ?? '';
  const [account, products] = await Promise.all([
    memberIdPattern.test(memberId.toUpperCase()) ? readSignedInIfThere<StaffMemberAccount>(args, `/api/admin/billing/members/${memberId}`) : null,
    readSignedIn<CounterProduct[]>(args, '/api/admin/billing/products'),
  ]);
  return { memberId, account, products };
}

/** `/admin/billing/members/:memberId/statement?from=&to=`: the member's statement for a period (the financial year so far unless asked). */
export async function memberStatementLoader(args: LoaderFunctionArgs) {
  const memberId = args.params.memberId ?? '';
  if (!memberIdPattern.test(memberId.toUpperCase())) throw notFound();
  const query = new URL(args.request.url).searchParams;
  const asked = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const period = asked.from || asked.to ? asked : defaultStatementPeriod();
  const problem = statementPeriodProblem(period.from, period.to);
  if (problem) return { memberId, period, problem, statement: null };
  const statement = await readSignedIn<Statement>(args, `/api/admin/members/${memberId}/statement?from=${period.from}&to=${period.to}`);
  return { memberId, period, problem: null, statement };
}

/** What staff do to a member's account; the page reads the account again after each. */
export function useAccountActions(memberId: string) {
  const revalidator = useRevalidator();
  const onSuccess = () => void revalidator.revalidate();
  const path = (tail: string) => `/api/admin/billing/members/${encodeURIComponent(memberId)}/${tail}`;
  return {
    charge: useSubmission({ send: (input: CounterChargeInput) => api.post<MessageReply & { totalPaisa: number }>(path('charges'), input), onSuccess }),
    payment: useSubmission({
      send: (input: OfflinePaymentRequest) => api.post<{ number: string; amountPaisa: number }>(`/api/admin/members/${encodeURIComponent(memberId)}/payments`, input),
      onSuccess,
    }),
    creditNote: useSubmission({ send: (input: CreditNoteRequest) => api.post<MessageReply & { number: string }>(path('credit-notes'), input), onSuccess }),
    refund: useSubmission({ send: (input: RefundRequest) => api.post<MessageReply>(path('refunds'), input), onSuccess }),
    reversal: useSubmission({ send: (input: PaymentReversalRequest) => api.post<MessageReply>(path('payment-reversals'), input), onSuccess }),
    openingBalance: useSubmission({ send: (input: OpeningBalanceRequest) => api.post<MessageReply>(path('opening-balance'), input), onSuccess }),
  };
}
export type AccountActions = ReturnType<typeof useAccountActions>;

/** A card's link checked at the gate's own endpoint: a replaced or forged card is refused (404). */
export function useCardCheck() {
  return useSubmission({ send: ({ memberId, signature }: { memberId: string; signature: string }) => api.get<CardCheck>(`/api/cards/${encodeURIComponent(memberId)}/${encodeURIComponent(signature)}`) });
}

/** The opening balances' file: its preview, then the commit of the preview's rows. */
export function useOpeningBalancesImport() {
  return {
    preview: useSubmission({ send: (file: File) => api.upload<OpeningBalancePreview>('/api/admin/billing/opening-balances/preview', file) }),
    commit: useSubmission({ send: (input: OpeningBalanceCommit) => api.post<OpeningBalanceCommitted>('/api/admin/billing/opening-balances', input) }),
  };
}
