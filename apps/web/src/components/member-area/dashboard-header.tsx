import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { signOut } from '@/lib/current-account';
import { useTexts } from '@/lib/texts';
import { memberAreaTexts } from './member-area-texts';
import { useLocalisedNavigate } from '@/lib/links';

/** Members are greeted by their first name in the register; staff, who have none there, by their email's name (spec 2.6). */
export const greetingName = (account: Pick<CurrentAccount, 'email' | 'firstName'>) => account.firstName ?? account.email.split('@')[0] ?? account.email;

/** The member area's title band: the welcome, the role, Logout. */
export function DashboardHeader({ account, title, children }: { account: CurrentAccount; title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  const t = useTexts(memberAreaTexts);
  const navigate = useLocalisedNavigate();
  return (
    <header className="bg-fairway-800 px-4 pt-28 pb-12 text-cream sm:pt-32">
      <div className="mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-6">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-sand-300 uppercase wrap-anywhere">{t('welcome', { name: greetingName(account) })}</p>
          <h1 className="mt-2 text-4xl text-cream sm:text-5xl">{title}</h1>
          <p className="mt-2 text-fairway-100">
            {t.rich('role', { b: (chunks) => <span className="font-semibold capitalize text-cream">{chunks}</span> }, { role: account.role })}
          </p>
          {children}
        </div>
        <Button
          variant="light"
          onClick={() => {
            void signOut().then(() => navigate('/login', { replace: true }));
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('logout')}
        </Button>
      </div>
    </header>
  );
}
