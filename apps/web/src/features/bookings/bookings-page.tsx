import { useLoaderData } from 'react-router';
import { MemberPage } from '@/components/member-area/member-page';
import type { bookingsLoader } from './api';
import { TeeTimeBookings } from './tee-time-bookings';

/** `/dashboard/bookings`: everything the member has booked at the club, with cancel. */
export function BookingsPage() {
  const { teeTimes } = useLoaderData<typeof bookingsLoader>();
  return (
    <MemberPage title="Bookings">
      <TeeTimeBookings teeTimes={teeTimes} />
    </MemberPage>
  );
}
