import type { Leader, Sponsor } from '@rgcc/shared/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useLeaders() {
  return useQuery({ queryKey: ['leaders'], queryFn: () => api.get<Leader[]>('/api/leaders') });
}

export function useSponsors() {
  return useQuery({ queryKey: ['sponsors'], queryFn: () => api.get<Sponsor[]>('/api/sponsors') });
}
