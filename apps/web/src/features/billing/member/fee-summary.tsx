import { registrationFee } from '@rgcc/shared/membership/membership';
import { formatTakaFromPaisa } from '@rgcc/shared/format/number';

/** The registration fee as the server charges it (the same shared constants), line by line. */
export function FeeSummary() {
  const rows: [string, number][] = [
    ['Membership registration fee', registrationFee.amountPaisa],
    [`Tax (${registrationFee.taxRatePercent}%)`, registrationFee.taxPaisa],
  ];
  return (
    <dl className="divide-y divide-fairway-100 rounded-xl bg-fairway-50 px-5">
      {rows.map(([label, paisa]) => (
        <div key={label} className="flex justify-between gap-4 py-3">
          <dt>{label}</dt>
          <dd>{formatTakaFromPaisa(paisa)} BDT</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-3 text-lg font-semibold text-fairway-800">
        <dt>Total</dt>
        <dd>{formatTakaFromPaisa(registrationFee.totalPaisa)} BDT</dd>
      </div>
    </dl>
  );
}
