import { formatMoney, type Paisa } from '@rgcc/shared/format/money';
import { useLocale } from '@/lib/use-locale';

/** An amount as the site shows money everywhere ("1,320.00 BDT"), for text written outside a component (a legal page's sections). */
export function Money({ amount }: { amount: Paisa }) {
  const locale = useLocale();
  return <>{formatMoney(amount, locale)}</>;
}
