/** `GET /api/member/membership`: the Membership card's page. */
export interface MembershipSummary {
  memberId: string;
  name: string;
  category: string;
  membershipType: string;
  status: 'Active';
  memberSince: string;
}

/** `GET /api/member/profile`: the member's own application, as sent (image links left out). */
export interface MemberProfile {
  email: string;
  details: Record<string, unknown>;
}
