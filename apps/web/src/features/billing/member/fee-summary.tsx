import { registrationFee } from '@rgcc/shared/membership/membership';
import { formatMoney, type Paisa } from '@rgcc/shared/format/money';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { checkoutTexts } from './checkout-texts';

/** The registration fee as the server charges it (the same shared constants), line by line. */
export function FeeSummary() {
  const locale = useLocale();
  const t = useTexts(checkoutTexts);
  const rows: [string, Paisa][] = [
    [t('registrationFee'), registrationFee.amountPaisa],
    [t('tax', { rate: registrationFee.taxRatePercent }), registrationFee.taxPaisa],
  ];
  return (
    <dl className="divide-y divide-fairway-100 rounded-xl bg-fairway-50 px-5">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4 py-3">
          <dt>{label}</dt>
          <dd>{formatMoney(amount, locale)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-3 text-lg font-semibold text-fairway-800">
        <dt>{t('total')}</dt>
        <dd>{formatMoney(registrationFee.totalPaisa, locale)}</dd>
      </div>
    </dl>
  );
}
