import type { ContactMessageInput } from '@rgcc/shared/comms/contact';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { api } from '@/lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) => api.post<MessageReply>('/api/contact', input);
