import { Link, NavLink } from '@/lib/links';

const tabs = [
  { to: '/admin/bookings', label: 'Tee sheet' },
  { to: '/admin/bookings/rooms', label: 'Guest rooms' },
  { to: '/admin/bookings/hall', label: 'Convention hall' },
];

/** The Bookings section's pages: the tee sheet, the rooms and the hall. */
export function BookingsNav() {
  return (
    <nav aria-label="Bookings pages" className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            `rounded-full px-4 py-2 text-sm font-semibold ring-1 ${isActive ? 'bg-fairway-800 text-cream ring-fairway-800' : 'bg-white text-fairway-800 ring-fairway-200 hover:bg-fairway-50'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Where staff change how far ahead, how many nights and how many guests a request may ask for. */
export function RoomAndHallRulesLink() {
  return (
    <p>
      <Link to="/admin/bookings/room-rules" className="font-semibold text-fairway-800 underline underline-offset-4">
        Room and hall rules
      </Link>
      : how far ahead rooms and the hall may be asked for, the longest stay and the guests a room sleeps.
    </p>
  );
}
