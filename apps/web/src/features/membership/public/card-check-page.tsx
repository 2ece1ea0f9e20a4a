import { CircleAlert, CircleCheck, CircleX, UserRound, type LucideIcon } from 'lucide-react';
import { useLoaderData } from 'react-router';
import type { Standing } from '@rgcc/shared/billing/account-constants';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTexts, type TextKey } from '@/lib/texts';
import type { cardCheckLoader } from './card-check-api';
import { cardCheckTexts } from './card-check-texts';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

type CardCheckText = TextKey<typeof cardCheckTexts>;

/**
 * Each answer in words, with its own colour and icon: never the colour alone. The English titles
 * are the standings' labels (`standingLabels`) and the server's `cardNotValidMessage`.
 */
const looks: Record<Standing | 'invalid', { Icon: LucideIcon; className: string; title: CardCheckText; advice: CardCheckText }> = {
  active: { Icon: CircleCheck, className: 'bg-fairway-700 text-cream', title: 'active', advice: 'activeAdvice' },
  payment_due: { Icon: CircleAlert, className: 'bg-sand-300 text-ink', title: 'paymentDue', advice: 'paymentDueAdvice' },
  on_hold: { Icon: CircleX, className: 'bg-red-800 text-white', title: 'onHold', advice: 'onHoldAdvice' },
  suspended: { Icon: CircleX, className: 'bg-red-800 text-white', title: 'suspended', advice: 'suspendedAdvice' },
  invalid: { Icon: CircleX, className: 'bg-red-800 text-white', title: 'notValid', advice: 'notValidAdvice' },
};

/**
 * `/card/:memberId/:signature`, what a card's QR code opens: for staff at the gate, the member's
 * status as it is now and their photo, and nothing else (decision 0024). The server renders it
 * at every request and nobody keeps it.
 */
export function CardCheckPage() {
  const locale = useLocale();
  const t = useTexts(cardCheckTexts);
  const { check } = useLoaderData<typeof cardCheckLoader>();
  const { Icon, className, title: titleKey, advice } = looks[check?.status ?? 'invalid'];
  const title = t(titleKey);
  useDocumentTitle(check ? t('cardCheck', { status: title }) : title);
  return (
    <div className="bg-cream px-4 pt-28 pb-16 sm:pt-32">
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-md flex-col items-center gap-6 text-center">
        <div role="status" className={`flex w-full flex-col items-center gap-2 rounded-2xl px-6 py-8 ${className}`}>
          <Icon aria-hidden="true" className="size-16" />
          <h1 className="text-4xl font-bold text-inherit sm:text-5xl">{title}</h1>
          <p className="text-lg">{t(advice)}</p>
        </div>
        {check &&
          (check.photoUrl ? (
            <img src={check.photoUrl} alt={t('memberPhoto')} width={240} height={300} className="h-75 w-60 rounded-2xl object-cover shadow-md ring-1 ring-fairway-100" />
          ) : (
            <div className="flex h-75 w-60 flex-col items-center justify-center gap-2 rounded-2xl bg-white text-ink-muted ring-1 ring-fairway-100">
              <UserRound aria-hidden="true" className="size-16" />
              {t('noPhoto')}
            </div>
          ))}
        {check && <p className="text-sm text-ink-muted">{t('checkedAt', { time: formatClubDateTime(check.checkedAt, locale) })}</p>}
      </div>
    </div>
  );
}
