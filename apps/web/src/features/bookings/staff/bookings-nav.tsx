import { Link, NavLink } from '@/lib/links';
import { useTexts, type TextKey } from '@/lib/texts';
import { bookingsNavTexts } from './bookings-nav-texts';

const tabs: { to: string; label: TextKey<typeof bookingsNavTexts> }[] = [
  { to: '/admin/bookings', label: 'teeSheet' },
  { to: '/admin/bookings/rooms', label: 'guestRooms' },
  { to: '/admin/bookings/hall', label: 'conventionHall' },
];

/** The Bookings section's pages: the tee sheet, the rooms and the hall. */
export function BookingsNav() {
  const t = useTexts(bookingsNavTexts);
  return (
    <nav aria-label={t('bookingsPages')} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            `rounded-full px-4 py-2 text-sm font-semibold ring-1 ${isActive ? 'bg-fairway-800 text-cream ring-fairway-800' : 'bg-white text-fairway-800 ring-fairway-200 hover:bg-fairway-50'}`
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/** Where staff change how far ahead, how many nights and how many guests a request may ask for. */
export function RoomAndHallRulesLink() {
  const t = useTexts(bookingsNavTexts);
  return (
    <p>
      {t.rich('roomAndHallRules', {
        link: (chunks) => (
          <Link to="/admin/bookings/room-rules" className="font-semibold text-fairway-800 underline underline-offset-4">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
