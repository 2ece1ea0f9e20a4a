import type { NewsletterInput } from '@rgcc/shared/comms/contact';
import type { NewsletterConfirmInput, NewsletterUnsubscribeInput } from '@rgcc/shared/comms/inbox';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { api } from '@/lib/api-client';

export const subscribeToNewsletter = (values: NewsletterInput) => api.post<MessageReply>('/api/newsletter', values);

/** The links in the newsletter's mails carry these; their pages send them on. */
export const confirmSubscription = (input: NewsletterConfirmInput) => api.post<MessageReply>('/api/newsletter/confirm', input);
export const unsubscribe = (input: NewsletterUnsubscribeInput) => api.post<MessageReply>('/api/newsletter/unsubscribe', input);
