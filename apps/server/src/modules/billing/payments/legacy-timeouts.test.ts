import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../../test/migrations-before';

describe('the expired payments migration', () => {
  it("makes the payments given up at our time limit or bKash's expired, so a late callback is still checked; other failures stay failed", async () => {
    const { client, migrateRest, close } = await databaseBefore('expired_payments');
    await client.query(`insert into accounts (email, role, password_hash) values ('payer@example.com', 'member', 'x')`);
    await client.query(`insert into payments (account_id, provider, invoice_number, amount_paisa, status, failure_reason, settled_at)
      values (1, 'bkash', 'INV-TIMEOUT', 132000, 'failed', 'The payment was not completed in time.', now()),
             (1, 'bkash', 'INV-BKASH-EXPIRED', 132000, 'failed', 'Payment expired', now()),
             (1, 'bkash', 'INV-BROKE', 132000, 'failed', 'Insufficient Balance', now()),
             (1, 'bkash', 'INV-CANCEL', 132000, 'cancelled', 'You cancelled the payment.', now())`);

    await migrateRest();
    const { rows } = await client.query<Record<string, unknown>>('select invoice_number, status, failure_reason from payments order by id');
    expect(rows).toEqual([
      { invoice_number: 'INV-TIMEOUT', status: 'expired', failure_reason: 'The payment was not completed in time.' },
      { invoice_number: 'INV-BKASH-EXPIRED', status: 'expired', failure_reason: 'Payment expired' },
      { invoice_number: 'INV-BROKE', status: 'failed', failure_reason: 'Insufficient Balance' },
      { invoice_number: 'INV-CANCEL', status: 'cancelled', failure_reason: 'You cancelled the payment.' },
    ]);
    await close();
  }, 180_000); // A new PGlite database, migrated twice, beside the rest of the suite on two cores.
});
