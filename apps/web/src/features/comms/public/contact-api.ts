import type { ContactMessageInput } from '@rgcc/shared/comms/contact';
import { api } from '@/lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) => api.post<{ message: string }>('/api/contact', input);
