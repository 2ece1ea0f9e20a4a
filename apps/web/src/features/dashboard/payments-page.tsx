import { formatTakaFromPaisa } from '@rgcc/shared/format/number';
import { QueryState } from '@/components/ui/query-state';
import { useReceipts } from './api';
import { formatDhakaDate } from '@/lib/dhaka-time';
import { MemberPage } from './member-page';

export function PaymentsPage() {
  const receipts = useReceipts();
  return (
    <MemberPage title="Payments">
      <QueryState query={receipts}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-ink-muted">No payments yet.</p>
          ) : (
            <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
              <table className="w-full text-left">
                <caption className="sr-only">Your receipts</caption>
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
                      <td className="px-5 py-3 font-semibold">{receipt.receiptNumber}</td>
                      <td className="px-5 py-3">Membership registration fee</td>
                      <td className="px-5 py-3">{formatTakaFromPaisa(receipt.amountPaisa)} BDT</td>
                      <td className="px-5 py-3">{formatDhakaDate(receipt.paidAt)}</td>
                      <td className="px-5 py-3 font-mono text-sm">{receipt.trxId}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </MemberPage>
  );
}
