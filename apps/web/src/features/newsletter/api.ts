import type { NewsletterInput } from '@rgcc/shared/schemas/contact';
import { api } from '@/lib/api-client';

export const subscribeToNewsletter = (values: NewsletterInput) => api.post<{ message: string }>('/api/newsletter', values);
