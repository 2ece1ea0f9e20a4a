import { CalendarDays, CreditCard, Flag, IdCard, LifeBuoy, Lock, NotebookPen, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/links';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { formatAmount, formatMoney } from '@rgcc/shared/format/money';
import { ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Section } from '@/components/ui/page-header';
import { useAccount } from '@/lib/current-account';
import { useLocale } from '@/lib/use-locale';
import { DashboardHeader } from '@/components/member-area/dashboard-header';

interface Card {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

/** The six cards of spec 2.6 and the real pages they open, and the cards of the pages added since. */
const cards: Card[] = [
  { title: 'Profile', description: 'Your details as the club holds them.', to: '/dashboard/profile', icon: UserRound },
  { title: 'Membership', description: 'Your member ID, category and type.', to: '/dashboard/membership', icon: IdCard },
  { title: 'Events', description: 'Open tournaments and your entries.', to: '/dashboard/events', icon: CalendarDays },
  { title: 'Bookings', description: 'Your tee times, guest rooms and hall bookings.', to: '/dashboard/bookings', icon: NotebookPen },
  { title: 'Payments', description: 'Your account: balance, invoices, receipts and statements.', to: '/dashboard/payments', icon: CreditCard },
  { title: 'Support', description: 'Write to the club office and read its answers.', to: '/dashboard/support', icon: LifeBuoy },
  // Issue 24: the member directory.
  // Issue 24, part record: the handicap record.
  { title: 'Handicap', description: 'Your indexes, your last 20 rounds and course handicaps; post a round.', to: '/dashboard/handicap', icon: Flag },
  { title: 'Member directory', description: 'Fellow members, their handicaps, and how to reach those who allow it.', to: '/dashboard/directory', icon: Users },
];

const cardClass = 'flex h-full flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100';

function CardBody({ card }: { card: Card }) {
  const Icon = card.icon;
  return (
    <>
      <Icon aria-hidden="true" className="size-8 text-fairway-600" />
      <h2 className="font-sans text-xl font-semibold text-fairway-800">{card.title}</h2>
      <p className="text-ink-muted">{card.description}</p>
    </>
  );
}

export function DashboardPage() {
  const account = useAccount();
  const locale = useLocale();
  const [paymentPromptOpen, setPaymentPromptOpen] = useState(true);
  const locked = account.dashboardLocked;

  return (
    <>
      <DashboardHeader account={account} title="Member Dashboard">
        {account.memberId && <p className="mt-1 text-fairway-100">Member ID {account.memberId}</p>}
      </DashboardHeader>
      <Section className="bg-cream">
        {locked && (
          <div role="status" className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-sand-100 p-5 ring-1 ring-sand-300">
            <p className="flex items-center gap-3 font-semibold text-ink">
              <Lock aria-hidden="true" className="size-5 text-sand-700" />
              Your dashboard is locked until the membership registration fee is paid.
            </p>
            <ButtonLink to="/payment-checkout">Complete Membership Registration Payment</ButtonLink>
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
          title="Membership Payment Required"
          description="Pay the membership registration fee to unlock your dashboard."
        >
          <p className="text-ink">
            Welcome to the club! Pay the membership registration fee of {formatMoney(registrationFee.totalPaisa, locale)} (
            {formatAmount(registrationFee.amountPaisa, locale)} and {registrationFee.taxRatePercent}% tax) through your mobile wallet to unlock your
            dashboard.
          </p>
          <ButtonLink to="/payment-checkout" className="mt-6 w-full">
            Complete Membership Registration Payment
          </ButtonLink>
        </Modal>
      )}
    </>
  );
}
