import { useState, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { StaffHallBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { dayLabel, eventTypeValues } from '../booking-labels';
import type { hallRequestsLoader } from './api';
import { DecisionDialog, type Answering } from './room-and-hall-decision';
import { BookingsNav, RoomAndHallRulesLink } from './bookings-nav';
import { RequestCard } from './request-card';
import { RequestList } from './request-list';
import { requestsTexts } from './requests-texts';

/** `/admin/bookings/hall`: convention hall requests from the prebook popup, pending first. */
export function HallRequestsPage() {
  const t = useTexts(requestsTexts);
  const { filters, requests } = useLoaderData<typeof hallRequestsLoader>();
  const [answering, setAnswering] = useState<Answering | null>(null);

  return (
    <>
      <PageHeader title={t('hallPageTitle')} eyebrow={t('staffConsole')} inConsole>
        {t('hallPageIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <RoomAndHallRulesLink />
          <RequestList label={t('hallPageTitle')} filters={filters} requests={requests}>
            {(request) => <HallRequestCard request={request} onAnswer={setAnswering} />}
          </RequestList>
        </div>
      </Section>
      <DecisionDialog kind="hall" answering={answering} onClose={() => setAnswering(null)} />
    </>
  );
}

function HallRequestCard({ request, onAnswer }: { request: StaffHallBooking; onAnswer: (answering: Answering) => void }) {
  const t = useTexts(requestsTexts);
  const locale = useLocale();
  const when = t('hallWhen', { day: dayLabel(request.eventDate, locale), session: request.session ?? 'none' });
  const eventType = t('eventType', eventTypeValues(request.eventType));
  const phone = (chunks: ReactNode) => (
    <a href={`tel:${request.phone.replace(/[^+\d]/g, '')}`} className="underline underline-offset-4">
      {chunks}
    </a>
  );
  const email = (chunks: ReactNode) => (
    <a href={`mailto:${request.email}`} className="underline underline-offset-4">
      {chunks}
    </a>
  );
  const about = { eventType, guests: request.guests, name: request.name, phone: request.phone };
  const details = request.email ? t.rich('hallDetailsWithEmail', { phone, email }, { ...about, email: request.email }) : t.rich('hallDetails', { phone }, about);
  const asked = { name: request.name, eventType, guests: request.guests, when };
  return (
    <RequestCard
      kind="hall"
      request={request}
      heading={when}
      details={details}
      what={request.email ? t('hallWhat', asked) : t('hallWhatNoEmail', asked)}
      target={t('hallTarget', { name: request.name, when })}
      needsSession={request.session === null}
      onAnswer={onAnswer}
    />
  );
}
