import type { NewsletterInput } from '@rgcc/shared/comms/contact';
import type { NewsletterConfirmInput, NewsletterUnsubscribeInput } from '@rgcc/shared/comms/inbox';
import { api } from '@/lib/api-client';

export const subscribeToNewsletter = (values: NewsletterInput) => api.post<{ message: string }>('/api/newsletter', values);

/** The links in the newsletter's mails carry these; their pages send them on. */
export const confirmSubscription = (input: NewsletterConfirmInput) => api.post<{ message: string }>('/api/newsletter/confirm', input);
export const unsubscribe = (input: NewsletterUnsubscribeInput) => api.post<{ message: string }>('/api/newsletter/unsubscribe', input);
