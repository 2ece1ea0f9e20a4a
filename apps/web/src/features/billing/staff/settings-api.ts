import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
// Types only: the schema modules' zod stays out of the console's first load.
import type { BillingRulesInput } from '@rgcc/shared/billing/accounts';
import type { BillingSettings, PricesUpdate, TaxRateRequest } from '@rgcc/shared/billing/billing-settings';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

type Saved = MessageReply & { settings: BillingSettings };

/**
 * `/admin/billing` and the pages without data of their own (finding a member, opening balances):
 * Billing's settings are read so that a role without Billing is refused by the server, with its reason.
 */
export async function billingHubLoader(args: LoaderFunctionArgs) {
  await readSignedIn<BillingSettings>(args, '/api/admin/billing/settings');
  return null;
}

/** `/admin/billing/settings`: the prices, the tax rates and the rules. */
export async function billingSettingsLoader(args: LoaderFunctionArgs) {
  return { settings: await readSignedIn<BillingSettings>(args, '/api/admin/billing/settings') };
}

/** Each settings form; the page reads the settings again after a save. */
export function useBillingSettingsSaves() {
  const revalidator = useRevalidator();
  const onSuccess = () => void revalidator.revalidate();
  return {
    prices: useSubmission({ send: (input: PricesUpdate) => api.put<Saved>('/api/admin/billing/prices', input), onSuccess }),
    taxRate: useSubmission({ send: (input: TaxRateRequest) => api.post<Saved>('/api/admin/billing/tax-rates', input), onSuccess }),
    rules: useSubmission({ send: (input: BillingRulesInput) => api.put<Saved>('/api/admin/billing/rules', input), onSuccess }),
  };
}
