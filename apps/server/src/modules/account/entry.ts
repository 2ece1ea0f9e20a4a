/** What other areas may use of account: the only file of it they import (docs/architecture.md). */
export { assertMember, assertStaff, memberSuspendedMessage, membersOnlyMessage, paymentRequiredMessage, sectionNotInRoleMessage } from './authorization';
export { hashPassword, newTemporaryPassword, passwordMatches } from './passwords';
export { createStaffAccount, invalidResetLinkMessage, issuePasswordLink, staffCredentialsProblem, wrongCredentialsMessage } from './service';
export { issueSetupLink, setupLinkNotice } from './setup-link/issue';
export { endAllSessions, findSession, startSession, type SignedIn } from './sessions';
export { decryptTotpKey } from './totp';
