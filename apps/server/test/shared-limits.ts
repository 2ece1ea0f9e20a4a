import { expect } from 'vitest';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import type { AppInstance } from '../src/http/app-instance';

/** What POST /api/contact takes: each message differs, so that none is a repeat of another (decision 0031). */
export const contactMessage = (n: number) => ({
  firstName: 'Farhana',
  lastName: 'Akter',
  phone: '01712345678',
  email: 'farhana@example.com',
  message: `Message number ${n} about a lesson with the coach.`,
});

/** Sends `count` contact messages from `remoteAddress`, in turn through each server; answers their statuses. */
export async function contactInTurn(servers: AppInstance[], remoteAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) {
    const response = await servers[n % servers.length]!.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: contactMessage(n) });
    if (response.statusCode === 429) {
      expect(apiErrorSchema.strict().parse(response.json())).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** How many of the statuses are each of 201 and 429, and that nothing else came. */
export function tally(statuses: number[]) {
  return { accepted: statuses.filter((status) => status === 201).length, refused: statuses.filter((status) => status === 429).length, other: statuses.filter((status) => status !== 201 && status !== 429) };
}
