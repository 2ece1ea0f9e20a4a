import { useQuery } from '@tanstack/react-query';
import type { MemberProfile, MembershipSummary } from '@rgcc/shared/schemas/member-area';
import type { Receipt } from '@rgcc/shared/schemas/payments';
import { api } from '@/lib/api-client';

export const useMemberProfile = () => useQuery({ queryKey: ['member', 'profile'], queryFn: () => api.get<MemberProfile>('/api/member/profile') });
export const useMembershipSummary = () => useQuery({ queryKey: ['member', 'membership'], queryFn: () => api.get<MembershipSummary>('/api/member/membership') });
export const useReceipts = () => useQuery({ queryKey: ['member', 'receipts'], queryFn: () => api.get<Receipt[]>('/api/member/receipts') });
