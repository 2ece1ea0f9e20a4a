import { useLoaderData } from 'react-router';
import { WideTable } from '@/components/ui/wide-table';
import type { receiptsLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';
import { formatClubDate } from '@rgcc/shared/format/dates';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { useLocale } from '@/lib/use-locale';

export function PaymentsPage() {
  const locale = useLocale();
  const list = useLoaderData<typeof receiptsLoader>().receipts;
  return (
    <MemberPage title="Payments">
      {list.length === 0 ? (
            <p className="text-ink-muted">No payments yet.</p>
          ) : (
            <WideTable captionId="receipts-caption">
              <table className="w-full text-left">
                <caption id="receipts-caption" className="sr-only">
                  Your receipts
                </caption>
                <thead className="bg-fairway-50 text-sm text-fairway-800">
                  <tr>
                    <th scope="col" className="px-5 py-3">Receipt</th>
                    <th scope="col" className="px-5 py-3">For</th>
                    <th scope="col" className="px-5 py-3">Amount</th>
                    <th scope="col" className="px-5 py-3">Date</th>
                    <th scope="col" className="px-5 py-3">Transaction ID</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((receipt) => (
                    <tr key={receipt.receiptNumber} className="border-t border-fairway-100">
                      {/* Numbers, amounts and dates stay on one line: "R-000002" broke at its hyphen. */}
                      <td className="px-5 py-3 font-semibold whitespace-nowrap">{receipt.receiptNumber}</td>
                      <td className="min-w-40 px-5 py-3">Membership registration fee</td>
                      <td className="px-5 py-3 whitespace-nowrap">{formatMoney(paisa(receipt.amountPaisa), locale)}</td>
                      <td className="px-5 py-3 whitespace-nowrap">{formatClubDate(receipt.paidAt, locale)}</td>
                      <td className="px-5 py-3 font-mono text-sm whitespace-nowrap">{receipt.trxId}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </WideTable>
      )}
    </MemberPage>
  );
}
