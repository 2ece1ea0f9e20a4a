import { hourMs, minuteMs, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { settleOpenPayments } from './payments/service';
import { sendBillReminders, sendPaymentDueLetters } from './reminders/notices';
import { runScheduledBilling } from './runs/service';

export const billingJobs = ({ db, config, provider, log }: JobDeps): PeriodicJob[] => [
  // Payments whose callback never came (the tab closed) or whose answer was unclear.
  { what: 'settle open payments', everyMs: minuteMs, run: () => settleOpenPayments({ db, config, provider, log }) },
  // The month's invoices, on the 1st at the club (or at the first check after, when the server was down).
  { what: 'monthly billing run', everyMs: hourMs, atStart: true, run: () => runScheduledBilling(db) },
  // Each bill's reminders on their days, and the letter when the oldest bill is months behind: each once (billing_notices).
  { what: 'mail bill reminders', everyMs: hourMs, atStart: true, run: () => sendBillReminders(db, config) },
  { what: 'mail payment-due letters', everyMs: hourMs, atStart: true, run: () => sendPaymentDueLetters(db, config) },
];
