import { defineTexts, type Translate } from '@/lib/texts';
import type english from './locales/inbox.en.json';

/** The console's Inbox: its lists (contact messages, member support, ratings, subscribers) and one message's page. */
export const inboxTexts = defineTexts<typeof english>('features/comms/staff/inbox', {
  en: () => import('./locales/inbox.en.json'),
  bn: () => import('./locales/inbox.bn.json'),
});

/** How the Inbox names a message in a list and in its page's title: a rating has no sender, so it goes by its number. */
export const messageTitle = (t: Translate<typeof english>, message: { from: string | null; id: number }) => message.from ?? t('ratingTitle', { id: String(message.id) });
