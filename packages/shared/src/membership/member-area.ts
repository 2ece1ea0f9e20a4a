import { z } from '../common/zod';

/** `GET /api/member/membership`: the Membership card's page. */
export const membershipSummarySchema = z.object({
  memberId: z.string(),
  name: z.string(),
  category: z.string(),
  membershipType: z.string(),
  status: z.literal('Active'),
  memberSince: z.string(),
});
export type MembershipSummary = z.infer<typeof membershipSummarySchema>;

/** `GET /api/member/profile`: the member's own application, as sent (image links left out). */
export const memberProfileSchema = z.object({ email: z.string(), details: z.record(z.string(), z.unknown()) });
export type MemberProfile = z.infer<typeof memberProfileSchema>;
