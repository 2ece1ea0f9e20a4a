import type { TextKey } from '@/lib/texts';
import type { siteTexts } from './site-texts';

type SiteText = TextKey<typeof siteTexts>;

/** The site's navigation, shared by the top bar, the mobile menu and the footer's quick links. */
export interface NavLinkItem {
  label: SiteText;
  to: string;
}
export interface NavGroup {
  label: SiteText;
  links: NavLinkItem[];
}
export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

export const mainNavigation: NavItem[] = [
  { label: 'home', to: '/' },
  {
    label: 'aboutUs',
    links: [
      { label: 'mission', to: '/mission' },
      { label: 'vision', to: '/vision' },
      { label: 'leadershipTeam', to: '/leadership-team' },
      { label: 'history', to: '/about' },
    ],
  },
  { label: 'services', to: '/services' },
  {
    label: 'events',
    links: [
      { label: 'upcoming', to: '/upcoming-events' },
      { label: 'present', to: '/present-events' },
      { label: 'past', to: '/past-events' },
    ],
  },
  { label: 'membership', to: '/membership' },
  {
    label: 'facilities',
    links: [
      { label: 'forGuests', to: '/facilites-guests' },
      { label: 'forMembers', to: '/facilites-members' },
    ],
  },
  { label: 'golfCourse', to: '/golf-course' },
  {
    label: 'contents',
    links: [
      { label: 'imageGallery', to: '/image-gallery' },
      { label: 'videoGallery', to: '/video-gallery' },
    ],
  },
  { label: 'sponsors', to: '/sponsors' },
  { label: 'contactUs', to: '/contact' },
];

export const footerQuickLinks: NavLinkItem[] = [
  { label: 'aboutUs', to: '/about' },
  { label: 'membership', to: '/membership' },
  { label: 'restaurant', to: '/restaurant' },
  { label: 'conventionHall', to: '/convention-hall' },
  { label: 'proShop', to: '/pro-shop' },
  { label: 'golfCourse', to: '/golf-course' },
  { label: 'imageGallery', to: '/image-gallery' },
  { label: 'contactUs', to: '/contact' },
];

export const footerPolicyLinks: NavLinkItem[] = [
  { label: 'help', to: '/help' },
  { label: 'privacyPolicy', to: '/privacy-policy' },
  { label: 'terms', to: '/terms' },
];
