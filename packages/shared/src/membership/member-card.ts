import { standings } from '../billing/account-constants';
import { z } from '../common/zod';

/** `GET /api/member/card`: the membership card of the member signed in (unlocked members only). */
export const memberCardSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  category: z.string(),
  /** The standing from the member's bills (billing: `payment_due` 3 months after the oldest unpaid bill's due date, `on_hold` after 6). */
  status: z.enum(standings),
  /** The card's photo through the card's own signed link; null when the application had none. */
  photoUrl: z.string().nullable(),
  /** The signed link the QR code holds: the gate's page for this card. */
  gateUrl: z.string(),
  /** The QR code of `gateUrl`, as an SVG data URL (the CSP allows `data:` images, no markup to inject). */
  qrCode: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/**
 * `GET /api/cards/{memberId}/{signature}`: what the gate's page shows of a valid card, and nothing
 * more. `status` is the standing from the bills; a member whose registration fee is unpaid is
 * `payment_due` too, and one staff suspended `suspended`.
 */
export const cardCheckSchema = z.object({ status: z.enum(standings), photoUrl: z.string().nullable(), checkedAt: z.string() });
export type CardCheck = z.infer<typeof cardCheckSchema>;
