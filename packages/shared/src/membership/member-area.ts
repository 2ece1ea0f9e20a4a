import { mobileSchema } from './membership-application';
import { text } from '../common/text';
import { z } from '../common/zod';

/** `GET /api/member/membership`: the Membership card's page. */
export const membershipSummarySchema = z.object({
  memberId: z.string(),
  name: z.string(),
  category: z.string(),
  /** Only an application names one. */
  membershipType: z.string().nullable(),
  status: z.literal('Active'),
  memberSince: z.string(),
});
export type MembershipSummary = z.infer<typeof membershipSummarySchema>;

/**
 * What a member keeps up to date themselves (`PUT /api/member/profile`): the mobile number with
 * the application form's rules, and two texts that may be left blank.
 */
export const memberContactSchema = z.object({
  mobile: mobileSchema,
  presentAddress: text().trim().max(500, 'At most 500 characters'),
  emergencyContact: text().trim().max(200, 'At most 200 characters'),
});
export type MemberContact = z.infer<typeof memberContactSchema>;
export const memberContactReplySchema = memberContactSchema.extend({ message: z.string() });

/** The Federation's Handicap Index as the register holds it, and the day it was published. */
export const handicapRecordSchema = z.object({ index: z.number(), asOf: z.string() });
export type HandicapRecord = z.infer<typeof handicapRecordSchema>;

/**
 * `GET /api/member/profile`: the contact details, and the member's own application as sent
 * (image links left out; null for a member who came in by import or by hand).
 */
export const memberProfileSchema = memberContactSchema.extend({
  email: z.string(),
  memberId: z.string(),
  name: z.string(),
  category: z.string(),
  handicap: handicapRecordSchema.nullable(),
  /** Other members see the email and mobile in the member directory (`PUT /api/member/directory-consent`). */
  directoryShowsContact: z.boolean(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
