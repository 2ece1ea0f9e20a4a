import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { BillingSettings } from '@rgcc/shared/billing/billing-settings';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { accounts, auditLog, members } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runBilling } from '../runs/billing-run';

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  await createStaff(testApp, 'admin@example.com', 'admin');
  await createStaff(testApp, 'treasurer@example.com', 'accounts');
  cookie = (await signIn(testApp, 'treasurer@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const db = () => testApp.database.db;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) => testApp.app.inject({ method, url, payload, headers: { cookie: as } });
const settings = async () => (await send('GET', '/api/admin/billing/settings')).json<BillingSettings>();
const audited = () => db().select().from(auditLog).where(eq(auditLog.entityType, 'billing-settings')).orderBy(auditLog.id);

describe("Billing's settings", () => {
  it('start from the defaults: each price before VAT with its code, each code with its first rate, the rules', async () => {
    const start = await settings();
    expect(start.prices).toContainEqual({ key: 'subscription:Government Officer', amountPaisa: 80000, taxCode: 'vat_standard', saved: false });
    expect(start.prices).toContainEqual({ key: 'entrance:Corporate/Business', amountPaisa: 100000000, taxCode: 'vat_standard', saved: false });
    expect(start.prices).toContainEqual({ key: 'guest_green_fee', amountPaisa: 100000, taxCode: 'vat_standard', saved: false });
    expect(start.taxRates).toEqual([
      { taxCode: 'vat_standard', rateBasisPoints: 1500, effectiveFrom: null, createdAt: null },
      { taxCode: 'registration_fee', rateBasisPoints: 1000, effectiveFrom: null, createdAt: null },
      { taxCode: 'exempt', rateBasisPoints: 0, effectiveFrom: null, createdAt: null },
    ]);
    expect(start.ratesToday).toEqual({ vat_standard: 1500, registration_fee: 1000, exempt: 0 });
    expect(start.rules).toMatchObject({ dueDays: 15, reinstatementPercent: 20, reminderDays: [-7, 0, 7, 30], bin: '' });
  });

  it('saves prices over the defaults, each change audited under billing-settings; a save that changes nothing writes nothing', async () => {
    const saved = await send('PUT', '/api/admin/billing/prices', {
      prices: [
        { key: 'room_night', amountPaisa: 350000, taxCode: 'vat_standard' },
        { key: 'hall_session', amountPaisa: 2500000, taxCode: 'exempt' },
        { key: 'guest_green_fee', amountPaisa: 100000, taxCode: 'vat_standard' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Prices saved. The next charges and runs use them.');
    const prices = saved.json<{ settings: BillingSettings }>().settings.prices;
    expect(prices).toContainEqual({ key: 'room_night', amountPaisa: 350000, taxCode: 'vat_standard', saved: true });
    expect(prices).toContainEqual({ key: 'hall_session', amountPaisa: 2500000, taxCode: 'exempt', saved: true });
    expect((await audited()).map((entry) => [entry.action, entry.entityId, entry.before, entry.after])).toEqual([
      ['billing.price-changed', 'price:room_night', { amountPaisa: 300000, taxCode: 'vat_standard' }, { amountPaisa: 350000, taxCode: 'vat_standard' }],
      ['billing.price-changed', 'price:hall_session', { amountPaisa: 2500000, taxCode: 'vat_standard' }, { amountPaisa: 2500000, taxCode: 'exempt' }],
    ]);
    const again = await send('PUT', '/api/admin/billing/prices', { prices: [{ key: 'room_night', amountPaisa: 350000, taxCode: 'vat_standard' }] });
    expect(again.json().message).toBe('Nothing has changed, so nothing was saved.');
    expect(await audited()).toHaveLength(2);
    for (const [price, message] of [
      [{ key: 'room_night', amountPaisa: -1, taxCode: 'vat_standard' }, 'A price cannot be below 0.'],
      [{ key: 'room_night', amountPaisa: 1.5, taxCode: 'vat_standard' }, 'The amount must be whole paisa.'],
      [{ key: 'caddie', amountPaisa: 100, taxCode: 'vat_standard' }, 'This is not one of the club’s prices.'],
    ] as const) {
      const refused = await send('PUT', '/api/admin/billing/prices', { prices: [price] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await send('PUT', '/api/admin/billing/prices', { prices: [{ key: 'room_night', amountPaisa: 1, taxCode: 'registration_fee' }] })).statusCode).toBe(400);
  });

  it('saves the rules in the club setting, audited under billing-settings; bad numbers are refused with their message', async () => {
    const rules = (await settings()).rules;
    const saved = await send('PUT', '/api/admin/billing/rules', { ...rules, dueDays: 10, bin: '000123456-0101' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Billing rules saved.', settings: { rules: { dueDays: 10, bin: '000123456-0101' } } });
    const [entry] = (await audited()).filter((row) => row.action === 'settings.billing.updated');
    expect(entry).toMatchObject({ entityId: 'rules', before: { dueDays: 15, bin: '' }, after: { dueDays: 10, bin: '000123456-0101' } });
    const refused = await send('PUT', '/api/admin/billing/rules', { ...rules, dueDays: 91 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Days to pay must be a whole number from 0 to 90.');
    await send('PUT', '/api/admin/billing/rules', rules);
  });

  it("refuses a rate for the registration fee's code, a day past, a rate out of range or with 3 decimals, and a second rate from the same day", async () => {
    const today = clubToday();
    const cases: [object, number, string][] = [
      [{ taxCode: 'registration_fee', ratePercent: 12, effectiveFrom: today }, 400, 'The registration fee’s rate is the checkout’s: it cannot be changed.'],
      [{ taxCode: 'vat_standard', ratePercent: 12, effectiveFrom: addDays(today, -1) }, 400, 'A new rate starts today or later: invoices already issued keep theirs.'],
      [{ taxCode: 'vat_standard', ratePercent: 100.5, effectiveFrom: today }, 400, 'The rate must be a percentage from 0 to 100, with up to 2 decimals.'],
      [{ taxCode: 'vat_standard', ratePercent: 7.125, effectiveFrom: today }, 400, 'The rate must be a percentage from 0 to 100, with up to 2 decimals.'],
      [{ taxCode: 'vat_standard', ratePercent: 7.5, effectiveFrom: '2026-02-30' }, 400, 'Give the day the rate starts.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send('POST', '/api/admin/billing/tax-rates', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const day = addDays(today, 400);
    expect((await send('POST', '/api/admin/billing/tax-rates', { taxCode: 'exempt', ratePercent: 2.25, effectiveFrom: day })).statusCode).toBe(201);
    const twice = await send('POST', '/api/admin/billing/tax-rates', { taxCode: 'exempt', ratePercent: 3, effectiveFrom: day });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This tax code already has a rate from that day: rates are never overwritten.', errors: { effectiveFrom: 'This tax code already has a rate from that day: rates are never overwritten.' } });
    expect((await settings()).taxRates.filter((rate) => rate.taxCode === 'exempt').map((rate) => [rate.rateBasisPoints, rate.effectiveFrom])).toEqual([
      [225, day],
      [0, null],
    ]);
  });

  it('tells staff who read Bangla of a new rate in Bangla: its tax, its day in Bangla words, the rate in Bengali digits', async () => {
    expect((await send('PUT', '/api/account/language', { language: 'bn' })).statusCode).toBe(200);
    onTestFinished(async () => void (await send('PUT', '/api/account/language', { language: 'en' })));
    const added = await send('POST', '/api/admin/billing/tax-rates', { taxCode: 'exempt', ratePercent: 12.5, effectiveFrom: '2031-01-01' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe('অব্যাহতিপ্রাপ্ত: ১ জানুয়ারি, ২০৩১ থেকে ১২.৫ %। এর আগে ইস্যু করা ইনভয়েসে আগের হারই থাকবে।');
  });

  it('a new rate leaves an invoice issued before it with its VAT; a run after it uses the new rate', async () => {
    const admin = (await db().select().from(accounts).where(eq(accounts.email, 'admin@example.com')))[0]!;
    const payer = await readyMember(testApp, admin, 'vat.payer@example.com', { unlocked: true });
    const [account] = await db().select().from(accounts).where(eq(accounts.email, 'vat.payer@example.com'));
    await db().update(members).set({ joinedOn: '2025-06-15' }).where(eq(members.accountId, account!.id));
    const invoices = async () => (await send('GET', '/api/member/invoices', undefined, payer.cookie)).json<{ number: string; totalPaisa: number; lines: { taxRatePercent: number; taxPaisa: number }[] }[]>();

    await runBilling(db(), { period: '2027-06', now: new Date('2027-06-01T00:10:00+06:00'), startedBy: null });
    const [june] = await invoices();
    expect(june!.lines).toEqual([expect.objectContaining({ taxRatePercent: 15, taxPaisa: 12000 })]);

    const added = await send('POST', '/api/admin/billing/tax-rates', { taxCode: 'vat_standard', ratePercent: 7.5, effectiveFrom: '2027-07-01' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe('VAT (standard): 7.5 % from 1 July 2027. Invoices issued before keep their rate.');
    const [entry] = (await audited()).filter((row) => row.action === 'billing.tax-rate-added' && row.entityId === 'tax-rate:vat_standard');
    expect(entry).toMatchObject({ after: { rateBasisPoints: 750, effectiveFrom: '2027-07-01' } });

    await runBilling(db(), { period: '2027-07', now: new Date('2027-07-01T00:10:00+06:00'), startedBy: null });
    const [july, juneAgain] = await invoices();
    expect(july!.lines).toEqual([expect.objectContaining({ taxRatePercent: 7.5, taxPaisa: 6000 })]);
    expect(july!.totalPaisa).toBe(86000);
    expect(juneAgain).toEqual(june);
    const settingsNow = await settings();
    expect(settingsNow.taxRates.filter((rate) => rate.taxCode === 'vat_standard').map((rate) => rate.rateBasisPoints)).toEqual([750, 1500]);
  });

  it('is for Billing staff only', async () => {
    await createStaff(testApp, 'writer@example.com', 'content');
    const writer = (await signIn(testApp, 'writer@example.com', staffPassword)).cookie;
    const refused = await send('PUT', '/api/admin/billing/rules', (await settings()).rules, writer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your staff role does not include Billing.' });
    expect(await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'billing-settings'), eq(auditLog.action, 'nothing')))).toEqual([]);
  });
});
