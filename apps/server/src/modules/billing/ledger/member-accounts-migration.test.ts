import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../../test/migrations-before';

describe('the member accounts migration', () => {
  it('turns every registration fee paid so far into a paid invoice of its financial year, with its payment: each balance is 0', async () => {
    const { client, migrateRest, close } = await databaseBefore('member_accounts');
    for (const [index, paidAt] of ['2026-06-29T10:00:00Z', '2026-06-30T18:30:00Z', '2026-08-02T05:00:00Z'].entries()) {
      const n = index + 1;
      await client.query(`insert into applications (email, category, membership_type, first_name, last_name, name_english, mobile, details, status)
        values ('payer${n}@example.com', 'Government Officer', 'Permanent', 'Payer', '${n}', 'Payer ${n}', '0171100000${n}', '{}', 'approved')`);
      await client.query(`insert into accounts (email, role, password_hash, application_id, member_id) values ('payer${n}@example.com', 'member', 'x', ${n}, 'M-030${n}')`);
      await client.query(`insert into members (account_id, first_name, last_name, name, category, mobile, present_address, joined_on)
        values (${n}, 'Payer', '${n}', 'Payer ${n}', 'Government Officer', '0171100000${n}', 'Dhap, Rangpur', '2026-06-01')`);
      await client.query(`insert into payments (account_id, provider, invoice_number, amount_paisa, status, trx_id) values (${n}, 'sandbox', 'M-030${n}-A', 132000, 'completed', 'TRX${n}')`);
      await client.query(`insert into receipts (receipt_number, payment_id, account_id, amount_paisa, trx_id, paid_at) values ('R-00000${n}', ${n}, ${n}, 132000, 'TRX${n}', '${paidAt}')`);
    }

    await migrateRest();
    const documents = await client.query<Record<string, unknown>>(
      'select number, account_id, buyer_member_id, buyer_name, buyer_address, due_on::text, net_paisa::int, tax_paisa::int, total_paisa::int, paid_paisa::int, status from billing_documents order by id',
    );
    // 30 June 18:30 UTC is already 1 July at the club: the new financial year's first invoice.
    expect(documents.rows.map((row) => [row.number, row.due_on, row.status, row.total_paisa, row.paid_paisa])).toEqual([
      ['INV/2025-26/000001', '2026-06-29', 'paid', 132000, 132000],
      ['INV/2026-27/000001', '2026-07-01', 'paid', 132000, 132000],
      ['INV/2026-27/000002', '2026-08-02', 'paid', 132000, 132000],
    ]);
    expect(documents.rows[0]).toMatchObject({ buyer_member_id: 'M-0301', buyer_name: 'Payer 1', buyer_address: 'Dhap, Rangpur', net_paisa: 120000, tax_paisa: 12000 });
    const balances = await client.query<{ account_id: number; balance: number; entries: number }>(
      'select account_id, sum(amount_paisa)::int as balance, count(*)::int as entries from ledger_entries group by account_id order by account_id',
    );
    expect(balances.rows).toEqual([1, 2, 3].map((n) => ({ account_id: n, balance: 0, entries: 2 })));
    const lines = await client.query('select count(*)::int as n from document_lines');
    expect(lines.rows).toEqual([{ n: 3 }]);
    await close();
  }, 180_000); // A new PGlite database, migrated twice, beside the rest of the suite on two cores.
});
