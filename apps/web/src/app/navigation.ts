/** The site's navigation, shared by the top bar, the mobile menu and the footer's quick links. */
export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  links: NavLinkItem[];
}
export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

export const mainNavigation: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About Us',
    links: [
      { label: 'Mission', to: '/mission' },
      { label: 'Vision', to: '/vision' },
      { label: 'Leadership Team', to: '/leadership-team' },
      { label: 'History', to: '/about' },
    ],
  },
  { label: 'Services', to: '/services' },
  {
    label: 'Events',
    links: [
      { label: 'Upcoming', to: '/upcoming-events' },
      { label: 'Present', to: '/present-events' },
      { label: 'Past', to: '/past-events' },
    ],
  },
  { label: 'Membership', to: '/membership' },
  {
    label: 'Facilities',
    links: [
      { label: 'For Guests', to: '/facilites-guests' },
      { label: 'For Members', to: '/facilites-members' },
    ],
  },
  { label: 'Golf Course', to: '/golf-course' },
  {
    label: 'Contents',
    links: [
      { label: 'Image Gallery', to: '/image-gallery' },
      { label: 'Video Gallery', to: '/video-gallery' },
    ],
  },
  { label: 'Sponsors', to: '/sponsors' },
  { label: 'Contact Us', to: '/contact' },
];

export const footerQuickLinks: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Membership', to: '/membership' },
  { label: 'Restaurant', to: '/restaurant' },
  { label: 'Convention Hall', to: '/convention-hall' },
  { label: 'Pro Shop', to: '/pro-shop' },
  { label: 'Golf Course', to: '/golf-course' },
  { label: 'Image Gallery', to: '/image-gallery' },
  { label: 'Contact Us', to: '/contact' },
];

export const footerPolicyLinks: NavLinkItem[] = [
  { label: 'Help', to: '/help' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms', to: '/terms' },
];
