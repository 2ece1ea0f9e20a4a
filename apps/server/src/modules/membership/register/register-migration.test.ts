import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../../test/migrations-before';

describe('the register migration', () => {
  it('puts every member made from an approved application into the register, joined on their day at the club; staff stay out', async () => {
    const { client, migrateRest, close } = await databaseBefore('the_register');
    await client.query(`insert into applications (email, category, membership_type, first_name, last_name, name_english, mobile, details, status)
      values ('old.member@example.com', 'Government Officer', 'Permanent', 'Rafiq', 'Islam', 'Md. Rafiqul Islam', '01711000001', '{"presentAddress": "Dhap, Rangpur"}', 'approved')`);
    await client.query(`insert into accounts (email, role, password_hash, application_id, member_id, created_at)
      values ('old.member@example.com', 'member', 'x', 1, 'M-0246', '2026-02-28T23:30:00Z'), ('staff@example.com', 'admin', 'x', null, null, now())`);

    await migrateRest();
    const { rows } = await client.query<Record<string, unknown>>('select account_id, first_name, last_name, name, category, membership_type, mobile, present_address, joined_on::text from members');
    expect(rows).toEqual([
      { account_id: 1, first_name: 'Rafiq', last_name: 'Islam', name: 'Md. Rafiqul Islam', category: 'Government Officer', membership_type: 'Permanent', mobile: '01711000001', present_address: 'Dhap, Rangpur', joined_on: '2026-03-01' },
    ]);
    await close();
  }, 180_000); // A new PGlite database, migrated twice, beside the rest of the suite on two cores.
});
