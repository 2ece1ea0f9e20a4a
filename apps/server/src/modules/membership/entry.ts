/** What other areas may use of membership: the only file of it they import (docs/architecture.md). */
export { approveApplication } from './applications-review/service';
export { lockMembers, membersByAccount, membersByMemberId, type MemberPlayer } from './members/players';
export { memberMatching } from './members/member-search';
export { uploadIdFromLink } from './uploads/signed-link';
export { memberCsvWords } from './members/member-csv';
