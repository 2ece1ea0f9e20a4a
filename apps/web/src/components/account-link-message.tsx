import { Link } from '@/lib/links';
import { accountPagePath } from '@rgcc/shared/billing/account-page';

const named = `Account page (${accountPagePath})`;

/**
 * A message from the API, with the member's Account page it names (a membership on hold: what to
 * pay, and where) as a link to pay there. Any other message is shown as it is.
 */
export function AccountLinkMessage({ message }: { message: string }) {
  const at = message.indexOf(named);
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <Link to={accountPagePath} className="font-semibold underline">
        Account page
      </Link>
      {message.slice(at + named.length)}
    </>
  );
}
