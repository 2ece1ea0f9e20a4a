import type { MemberStatus } from './member-constants';

/** `GET /api/member/card`: the membership card of the member signed in (unlocked members only). */
export interface MemberCard {
  memberId: string;
  name: string;
  category: string;
  status: 'Active';
  /** The card's photo through the card's own signed link; null when the application had none. */
  photoUrl: string | null;
  /** The signed link the QR code holds: the gate's page for this card. */
  gateUrl: string;
  /** The QR code of `gateUrl`, as an SVG data URL (the CSP allows `data:` images, no markup to inject). */
  qrCode: string;
}

/** `GET /api/cards/{memberId}/{signature}`: what the gate's page shows of a valid card, and nothing more. */
export interface CardCheck {
  status: MemberStatus;
  photoUrl: string | null;
  checkedAt: string;
}

/** The gate's answer to a link that was never signed by the club, or whose card was replaced. */
export const cardNotValidMessage = 'This card is not valid.';

export const cardReplacedMessage = 'Your new card is ready. Cards printed before no longer open at the gate.';
