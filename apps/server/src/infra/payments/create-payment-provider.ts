import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createBkashProvider, type BkashLogger } from './bkash-provider';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/** PAYMENT_PROVIDER: `sandbox` (default, takes no money) or `bkash`. */
export function createPaymentProvider(config: Config, db: Database, logger: BkashLogger): PaymentProvider {
  return config.PAYMENT_PROVIDER === 'bkash' ? createBkashProvider(config, { logger }) : new SandboxPaymentProvider(db, config.PUBLIC_URL);
}
