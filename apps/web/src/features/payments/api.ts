import { useQuery } from '@tanstack/react-query';
import type { PaymentState, StartedPayment } from '@rgcc/shared/schemas/payments';
import { api } from '@/lib/api-client';

export const paymentKeys = {
  payment: (id: number) => ['payment', id] as const,
};

export const isSettling = (status: PaymentState['status'] | undefined) => status === 'pending' || status === 'executing';

/** The payment the wallet's callback names, watched until the server has settled it; null for an id that cannot exist. */
export function usePayment(id: number) {
  return useQuery({
    queryKey: paymentKeys.payment(id),
    queryFn: () => (Number.isInteger(id) && id > 0 ? api.get<PaymentState>(`/api/payments/${id}`) : null),
    refetchInterval: (query) => (isSettling(query.state.data?.status) ? 1500 : false),
  });
}

export const startRegistrationFeePayment = () => api.post<StartedPayment>('/api/payments/registration-fee', undefined);
