import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';
import type { ClubEvent } from '@rgcc/shared/schemas/content';

/** Event ids are positive integers; anything else can never match, so it is not worth a request. */
export function isEventId(id: string): boolean {
  return /^[1-9]\d{0,8}$/.test(id);
}

export function useEvents() {
  return useQuery({
    queryKey: ['events'],
    queryFn: () => api.get<ClubEvent[]>('/api/events'),
  });
}

export function useEvent(id: string) {
  return useQuery({
    queryKey: ['events', id],
    queryFn: () => api.get<ClubEvent>(`/api/events/${id}`),
    enabled: isEventId(id),
    // A missing event stays missing; retrying would only delay the message.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
}
