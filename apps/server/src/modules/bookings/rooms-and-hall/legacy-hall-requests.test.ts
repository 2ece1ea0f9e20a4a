import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../../test/migrations-before';

describe('the rooms and hall migration, and the prebook requests sent before it', () => {
  it('keeps every earlier request as a pending one without a session, whether or not the Inbox had it handled', async () => {
    const { client, migrateRest, close } = await databaseBefore('rooms_and_hall');
    await client.query(`insert into convention_hall_bookings (name, phone, email, event_date, guests, event_type, message, handled_at)
      values ('Called back', '01700000001', 'called@example.com', '2030-01-10', 200, 'Wedding', 'Evening please', now()),
             ('Not yet read', '01700000002', null, '2030-02-20', 40, 'Conference', '', null)`);

    await migrateRest();
    const { rows } = await client.query<Record<string, unknown>>(
      'select name, email, event_date, guests, message, session, status, account_id, handled_at, decision_note from convention_hall_bookings order by id',
    );
    expect(rows).toEqual([
      { name: 'Called back', email: 'called@example.com', event_date: '2030-01-10', guests: 200, message: 'Evening please', session: null, status: 'pending', account_id: null, handled_at: null, decision_note: null },
      { name: 'Not yet read', email: null, event_date: '2030-02-20', guests: 40, message: '', session: null, status: 'pending', account_id: null, handled_at: null, decision_note: null },
    ]);
    expect((await client.query('select name from guest_rooms order by id')).rows).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 4'].map((name) => ({ name })));
    await close();
  }, 180_000); // A new PGlite database, migrated twice, beside the rest of the suite on two cores.
});
