import { CircleAlert, CircleCheck, CircleX, UserRound, type LucideIcon } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { standingLabels, type Standing } from '@rgcc/shared/billing/account-constants';
import { cardNotValidMessage } from '@rgcc/shared/membership/member-card-constants';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { cardCheckLoader } from './card-check-api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

/** Each answer in words, with its own colour and icon: never the colour alone. */
const looks: Record<Standing | 'invalid', { Icon: LucideIcon; className: string; advice: string }> = {
  active: { Icon: CircleCheck, className: 'bg-fairway-700 text-cream', advice: 'Membership in good standing.' },
  payment_due: { Icon: CircleAlert, className: 'bg-sand-300 text-ink', advice: 'Bills on the account are long overdue, or the registration fee is unpaid. Send the member to the office.' },
  on_hold: { Icon: CircleX, className: 'bg-red-800 text-white', advice: 'The membership is on hold for bills unpaid 6 months: no play until they are paid. Send the member to the office.' },
  suspended: { Icon: CircleX, className: 'bg-red-800 text-white', advice: 'The club has suspended this membership. Send the member to the office.' },
  invalid: { Icon: CircleX, className: 'bg-red-800 text-white', advice: 'The club did not issue this card, or it has been replaced by a newer one.' },
};

/**
 * `/card/:memberId/:signature`, what a card's QR code opens: for staff at the gate, the member's
 * status as it is now and their photo, and nothing else (decision 0024). The server renders it
 * at every request and nobody keeps it.
 */
export function CardCheckPage() {
  const locale = useLocale();
  const { check } = useLoaderData<typeof cardCheckLoader>();
  const status = check?.status ?? 'invalid';
  const title = check ? standingLabels[check.status] : cardNotValidMessage;
  const { Icon, className, advice } = looks[status];
  useDocumentTitle(check ? `Card check: ${title}` : title);
  return (
    <div className="bg-cream px-4 pt-28 pb-16 sm:pt-32">
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-md flex-col items-center gap-6 text-center">
        <div role="status" className={`flex w-full flex-col items-center gap-2 rounded-2xl px-6 py-8 ${className}`}>
          <Icon aria-hidden="true" className="size-16" />
          <h1 className="text-4xl font-bold text-inherit sm:text-5xl">{title}</h1>
          <p className="text-lg">{advice}</p>
        </div>
        {check &&
          (check.photoUrl ? (
            <img src={check.photoUrl} alt="The member's photo" width={240} height={300} className="h-75 w-60 rounded-2xl object-cover shadow-md ring-1 ring-fairway-100" />
          ) : (
            <div className="flex h-75 w-60 flex-col items-center justify-center gap-2 rounded-2xl bg-white text-ink-muted ring-1 ring-fairway-100">
              <UserRound aria-hidden="true" className="size-16" />
              No photo on file
            </div>
          ))}
        {check && <p className="text-sm text-ink-muted">Checked {formatClubDateTime(check.checkedAt, locale)} (Dhaka time)</p>}
      </div>
    </div>
  );
}
