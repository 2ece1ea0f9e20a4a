import { describe, expect, it } from 'vitest';
import { readMemberReference } from './member-reference';

describe('finding a member at the counter', () => {
  it("takes a member ID as typed, or a card's link as its QR code holds it", () => {
    expect(readMemberReference(' m-0246 ')).toEqual({ memberId: 'M-0246' });
    expect(readMemberReference('https://club.example/card/M-0246/Ab_c-12')).toEqual({ memberId: 'M-0246', signature: 'Ab_c-12' });
    expect(readMemberReference('http://localhost:3000/card/m-12345/xyz?from=qr')).toEqual({ memberId: 'M-12345', signature: 'xyz' });
  });

  it('refuses anything else', () => {
    for (const typed of ['', '0246', 'M-12', 'https://club.example/card/M-0246', 'https://club.example/members/M-0246/x']) expect(readMemberReference(typed)).toBeNull();
  });
});
