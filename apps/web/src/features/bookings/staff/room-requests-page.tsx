import { useState, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { StaffRoomBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { dayLabel } from '../booking-labels';
import type { roomRequestsLoader } from './api';
import { DecisionDialog, type Answering } from './room-and-hall-decision';
import { BookingsNav, RoomAndHallRulesLink } from './bookings-nav';
import { RequestCard } from './request-card';
import { RequestList } from './request-list';
import { GuestRoomList } from './room-list';
import { requestsTexts } from './requests-texts';

/** `/admin/bookings/rooms`: members' guest-room requests, pending first, and the rooms themselves. */
export function RoomRequestsPage() {
  const t = useTexts(requestsTexts);
  const { filters, requests, rooms } = useLoaderData<typeof roomRequestsLoader>();
  const [answering, setAnswering] = useState<Answering | null>(null);

  return (
    <>
      <PageHeader title={t('roomPageTitle')} eyebrow={t('staffConsole')} inConsole>
        {t('roomPageIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <RoomAndHallRulesLink />
          <RequestList label={t('roomPageTitle')} filters={filters} requests={requests}>
            {(request) => <RoomRequestCard request={request} onAnswer={setAnswering} />}
          </RequestList>
          <GuestRoomList rooms={rooms} />
        </div>
      </Section>
      <DecisionDialog kind="rooms" answering={answering} rooms={rooms} onClose={() => setAnswering(null)} />
    </>
  );
}

function RoomRequestCard({ request, onAnswer }: { request: StaffRoomBooking; onAnswer: (answering: Answering) => void }) {
  const t = useTexts(requestsTexts);
  const locale = useLocale();
  const dates = t('stayDates', { checkIn: dayLabel(request.checkIn, locale), checkOut: dayLabel(request.checkOut, locale) });
  const counts = { nights: request.nights, guests: request.guests };
  const email = (chunks: ReactNode) => (
    <a href={`mailto:${request.email}`} className="underline underline-offset-4">
      {chunks}
    </a>
  );
  const details = request.memberId
    ? t.rich('roomDetailsWithMember', { email }, { ...counts, memberId: request.memberId, email: request.email })
    : t.rich('roomDetails', { email }, { ...counts, email: request.email });
  return (
    <RequestCard
      kind="room"
      request={request}
      heading={dates}
      details={details}
      statusNote={request.room}
      what={t('roomWhat', { requester: request.memberId ?? request.email, dates, stay: t('nightsAndGuests', counts) })}
      target={t('stayTarget', { dates })}
      onAnswer={onAnswer}
    />
  );
}
