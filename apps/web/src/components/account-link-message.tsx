import { Link } from '@/lib/links';
import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { useTexts } from '@/lib/texts';
import { accountLinkTexts } from './account-link-texts';

/**
 * A message from the API, with the member's Account page it names (a membership on hold: what to
 * pay, and where) as a link to pay there. Any other message is shown as it is. The message names
 * the page as "Account page (/dashboard/payments)" in its language: the page's name in this
 * part's catalogue, then the path.
 */
export function AccountLinkMessage({ message }: { message: string }) {
  const t = useTexts(accountLinkTexts);
  const name = t('accountPage');
  const named = `${name} (${accountPagePath})`;
  const at = message.indexOf(named);
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <Link to={accountPagePath} className="font-semibold underline">
        {name}
      </Link>
      {message.slice(at + named.length)}
    </>
  );
}
