import { memberIdPattern } from '@rgcc/shared/membership/member-id-pattern';

/** What staff type or scan to find a member: a member ID, or the link a card's QR code holds. */
/** A card's QR code holds the gate's link: `https://…/card/M-0246/<signature>`. */
const cardLinkPattern = /\/card\/(M-\d{4,9})\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/i;

/** What was typed or scanned: a member ID, or a card's link (its member ID and signature). */
export function readMemberReference(typed: string): { memberId: string; signature?: string } | null {
  const value = typed.trim();
  const link = cardLinkPattern.exec(value);
  if (link) return { memberId: link[1]!.toUpperCase(), signature: link[2]! };
  const memberId = value.toUpperCase();
  return memberIdPattern.test(memberId) ? { memberId } : null;
}
