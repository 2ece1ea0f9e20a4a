import { count, desc, eq } from 'drizzle-orm';
import { billingRunsPageSize } from '@rgcc/shared/billing/billing-report-constants';
import type { BillingRunPage } from '@rgcc/shared/billing/billing-reports';
import type { Database } from '../../../db/client';
import { accounts, billingRuns, type AccountRow } from '../../../db/schema';
import { assertStaff } from '../../account/entry';

/** The billing runs, newest first, 24 a page: the month, when, who started it (or the scheduler), what it issued. */
export async function listBillingRuns(db: Database, actor: AccountRow, query: { page: number }): Promise<BillingRunPage> {
  assertStaff(actor, 'Billing');
  const [rows, [totals]] = await Promise.all([
    db
      .select({ run: billingRuns, startedBy: accounts.email })
      .from(billingRuns)
      .leftJoin(accounts, eq(accounts.id, billingRuns.startedBy))
      .orderBy(desc(billingRuns.startedAt), desc(billingRuns.id))
      .limit(billingRunsPageSize)
      .offset((query.page - 1) * billingRunsPageSize),
    db.select({ count: count() }).from(billingRuns),
  ]);
  return {
    items: rows.map(({ run, startedBy }) => ({
      id: run.id,
      period: run.period,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt.toISOString(),
      startedBy,
      invoicesIssued: run.invoicesIssued,
      totalPaisa: run.totalPaisa,
    })),
    total: totals?.count ?? 0,
    page: query.page,
    pageSize: billingRunsPageSize,
  };
}
