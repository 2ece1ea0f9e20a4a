import { billingRulesSchema } from '@rgcc/shared/billing/accounts';
import { billingSettingsSchema, pricesUpdateSchema, taxRateRequestSchema } from '@rgcc/shared/billing/billing-settings';
import { settingsSavedSchema } from '@rgcc/shared/common/message-reply';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import { addTaxRate, billingSettings, saveBillingRules, savePrices } from '../settings/billing-settings';

const errors = errorReplies(400, 401, 403, 409, 429);
const saved = settingsSavedSchema(billingSettingsSchema);

/** Billing's settings: prices before VAT with their tax codes, tax rates from a day, the billing rules. */
export async function billingSettingsRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Billing'));
  const write = { rateLimit: writeRateLimit(config) };

  app.get(
    '/api/admin/billing/settings',
    { schema: { summary: "Staff (Billing): the prices (before VAT, with their tax codes), each tax code's rates with their days, today's rates, and the billing rules", response: { 200: billingSettingsSchema, ...errors } } },
    async (request) => billingSettings(db, await signedInAccount(db, request)),
  );

  app.put(
    '/api/admin/billing/prices',
    { config: write, schema: { summary: 'Staff (Billing): set prices (before VAT) and their tax codes; each change is audited', body: pricesUpdateSchema, response: { 200: saved, ...errors } } },
    async (request) => savePrices(db, await signedInAccount(db, request), request.body),
  );

  app.post(
    '/api/admin/billing/tax-rates',
    {
      config: write,
      schema: {
        summary: "Staff (Billing): a new rate of a tax code from a day (today or later), never over an older one; the registration fee's code is not editable",
        body: taxRateRequestSchema,
        response: { 201: saved, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addTaxRate(db, await signedInAccount(db, request), request.body)),
  );

  app.put(
    '/api/admin/billing/rules',
    { config: write, schema: { summary: "Staff (Billing): the billing rules: days to pay, months to each standing, reinstatement's percent, reminder days, the club's BIN", body: billingRulesSchema, response: { 200: saved, ...errors } } },
    async (request) => saveBillingRules(db, await signedInAccount(db, request), request.body),
  );
}
