import { everyHour, everyMinute, type JobDeps, type PeriodicJob } from '../../http/periodic-job';
import { settleOpenPayments } from './payments/service';
import { sendBillReminders, sendPaymentDueLetters } from './reminders/notices';
import { runScheduledBilling } from './runs/service';

export const billingJobs = ({ db, config, provider, log }: JobDeps): PeriodicJob[] => [
  // Payments whose callback never came (the tab closed) or whose answer was unclear.
  { name: 'settle-open-payments', what: 'settle open payments', cron: everyMinute, run: () => settleOpenPayments({ db, config, provider, log }) },
  // The month's invoices, on the 1st at the club (or at the first check after, when the server was down).
  { name: 'monthly-billing-run', what: 'monthly billing run', cron: everyHour, atStart: true, run: () => runScheduledBilling(db) },
  // Each bill's reminders on their days, and the letter when the oldest bill is months behind: each once (billing_notices).
  { name: 'mail-bill-reminders', what: 'mail bill reminders', cron: everyHour, atStart: true, run: () => sendBillReminders(db, config) },
  { name: 'mail-payment-due-letters', what: 'mail payment-due letters', cron: everyHour, atStart: true, run: () => sendPaymentDueLetters(db, config) },
];
