import { contentLists } from '@rgcc/shared/content/content-list-constants';

/**
 * The site's content areas, each edited on its own page under `/admin/content`, in the order the
 * Content page lists them: the club's settings, then the content lists (features/content-lists),
 * one from each list's description.
 */
export interface ContentArea {
  path: string;
  title: string;
  description: string;
}

export const contentAreas: readonly ContentArea[] = [
  {
    path: '/admin/content/course-status',
    title: 'Course status',
    description: 'Open, restricted or closed, with a note for golfers. Shown on the home page and the golf course page.',
  },
  {
    path: '/admin/content/club-details',
    title: 'Contact details',
    description: "The club's phones, emails and address, shown in the footer and on the contact, help and legal pages, and where staff notifications go.",
  },
  {
    path: '/admin/content/opening-hours',
    title: 'Opening hours',
    description: 'Of the club office, the restaurant and the convention hall.',
  },
  ...contentLists.map((list) => ({ path: `/admin/content/${list.key}`, title: list.title, description: list.description })),
];
