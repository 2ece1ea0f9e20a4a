import { CalendarDays, CreditCard, Flag, IdCard, LifeBuoy, Lock, NotebookPen, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/links';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { recordRoundsShown } from '@rgcc/shared/golf/handicap-record-constants';
import { formatAmount, formatMoney } from '@rgcc/shared/format/money';
import { ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Section } from '@/components/ui/page-header';
import { useAccount } from '@/lib/current-account';
import { useTexts, type TextKey } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { DashboardHeader } from '@/components/member-area/dashboard-header';
import { membershipTexts } from './membership-texts';

type Text = TextKey<typeof membershipTexts>;

interface Card {
  title: Text;
  description: Text;
  to: string;
  icon: LucideIcon;
}

/** The six cards of spec 2.6 and the real pages they open, and the cards of the pages added since. */
const cards: Card[] = [
  { title: 'cardProfile', description: 'cardProfileText', to: '/dashboard/profile', icon: UserRound },
  { title: 'cardMembership', description: 'cardMembershipText', to: '/dashboard/membership', icon: IdCard },
  { title: 'cardEvents', description: 'cardEventsText', to: '/dashboard/events', icon: CalendarDays },
  { title: 'cardBookings', description: 'cardBookingsText', to: '/dashboard/bookings', icon: NotebookPen },
  { title: 'cardPayments', description: 'cardPaymentsText', to: '/dashboard/payments', icon: CreditCard },
  { title: 'cardSupport', description: 'cardSupportText', to: '/dashboard/support', icon: LifeBuoy },
  // Issue 24: the member directory.
  // Issue 24, part record: the handicap record.
  { title: 'cardHandicap', description: 'cardHandicapText', to: '/dashboard/handicap', icon: Flag },
  { title: 'cardDirectory', description: 'cardDirectoryText', to: '/dashboard/directory', icon: Users },
];

const cardClass = 'flex h-full flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100';

function CardBody({ card }: { card: Card }) {
  const t = useTexts(membershipTexts);
  const Icon = card.icon;
  return (
    <>
      <Icon aria-hidden="true" className="size-8 text-fairway-600" />
      <h2 className="font-sans text-xl font-semibold text-fairway-800">{t(card.title)}</h2>
      <p className="text-ink-muted">{t(card.description, { count: recordRoundsShown })}</p>
    </>
  );
}

export function DashboardPage() {
  const account = useAccount();
  const locale = useLocale();
  const t = useTexts(membershipTexts);
  const [paymentPromptOpen, setPaymentPromptOpen] = useState(true);
  const locked = account.dashboardLocked;

  return (
    <>
      <DashboardHeader account={account} title={t('memberDashboard')}>
        {account.memberId && <p className="mt-1 text-fairway-100">{t('memberIdLine', { memberId: account.memberId })}</p>}
      </DashboardHeader>
      <Section className="bg-cream">
        {locked && (
          <div role="status" className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-sand-100 p-5 ring-1 ring-sand-300">
            <p className="flex items-center gap-3 font-semibold text-ink">
              <Lock aria-hidden="true" className="size-5 text-sand-700" />
              {t('dashboardLocked')}
            </p>
            <ButtonLink to="/payment-checkout">{t('completePayment')}</ButtonLink>
          </div>
        )}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title}>
              {locked ? (
                <div aria-disabled="true" className={`${cardClass} opacity-50 grayscale`}>
                  <CardBody card={card} />
                </div>
              ) : (
                <Link to={card.to} className={`${cardClass} transition-shadow hover:shadow-md hover:ring-fairway-300`}>
                  <CardBody card={card} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>
      {locked && (
        <Modal
          open={paymentPromptOpen}
          onOpenChange={setPaymentPromptOpen}
          title={t('paymentRequired')}
          description={t('paymentRequiredDescription')}
        >
          <p className="text-ink">
            {t('welcomePay', {
              total: formatMoney(registrationFee.totalPaisa, locale),
              amount: formatAmount(registrationFee.amountPaisa, locale),
              rate: registrationFee.taxRatePercent,
            })}
          </p>
          <ButtonLink to="/payment-checkout" className="mt-6 w-full">
            {t('completePayment')}
          </ButtonLink>
        </Modal>
      )}
    </>
  );
}
