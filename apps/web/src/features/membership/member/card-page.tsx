import { BadgeCheck, CircleAlert, Printer, UserRound } from 'lucide-react';
import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import type { MemberCard } from '@rgcc/shared/membership/member-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { clubName } from '@/lib/club';
import { keepCardForOffline } from '@/lib/saved-card';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useCardReplacement, type memberCardLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';
import { membershipTexts } from './membership-texts';

/**
 * The card itself: on screen at the proportions of an A6 sheet, and printed alone on one
 * (styles.css, `.membership-card`), so that what the member sees is what they print.
 */
function MembershipCard({ card }: { card: MemberCard }) {
  const t = useTexts(membershipTexts);
  return (
    // At least the sheet's proportions, taller only if a long name needs it (nothing is cut off).
    <article aria-labelledby="card-name" className="membership-card mx-auto flex aspect-[105/148] w-full max-w-sm min-w-0 flex-col rounded-2xl bg-white shadow-md ring-1 ring-fairway-100">
      <p className="rounded-t-2xl bg-fairway-800 px-5 py-3 text-center font-serif text-lg text-cream print:rounded-none">{clubName}</p>
      <div className="flex flex-1 flex-col items-center gap-3 px-5 py-4 text-center">
        {card.photoUrl ? (
          <img src={card.photoUrl} alt={t('photoOf', { name: card.name })} width={112} height={140} className="h-35 w-28 rounded-lg object-cover ring-1 ring-fairway-100" />
        ) : (
          <div className="flex h-35 w-28 flex-col items-center justify-center gap-1 rounded-lg bg-fairway-50 text-sm text-ink-muted">
            <UserRound aria-hidden="true" className="size-10" />
            {t('noPhoto')}
          </div>
        )}
        <h2 id="card-name" className="text-xl text-fairway-900 wrap-anywhere">
          {card.name}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-left text-sm">
          <dt className="font-semibold text-fairway-800">{t('memberId')}</dt>
          <dd className="font-mono text-ink">{card.memberId}</dd>
          <dt className="font-semibold text-fairway-800">{t('category')}</dt>
          <dd className="text-ink">{card.category}</dd>
          <dt className="font-semibold text-fairway-800">{t('status')}</dt>
          {card.status === 'active' ? (
            <dd className="flex items-center gap-1 font-semibold text-fairway-700">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t('standing', { standing: 'active' })}
            </dd>
          ) : (
            <dd className="flex items-center gap-1 font-semibold text-red-800">
              <CircleAlert aria-hidden="true" className="size-4" />
              {t('standing', { standing: card.status })}
            </dd>
          )}
        </dl>
        <img src={card.qrCode} alt={t('qrCode')} width={128} height={128} className="mt-auto size-32" />
        <p className="text-xs text-ink-muted">{t('scanAtGate')}</p>
      </div>
    </article>
  );
}

/** A6 in millimetres (CSS, not a text): Chromium does not know the `A6` keyword and would print on Letter. */
const a6Page = '@page { size: 105mm 148mm; margin: 0 }';

/** `/dashboard/card`: the member's card, to show on the phone or print on A6, also without a connection. */
export function CardPage() {
  const { card } = useLoaderData<typeof memberCardLoader>();
  const t = useTexts(membershipTexts);
  const replacement = useCardReplacement();
  const [asking, setAsking] = useState(false);

  // Each time the card is shown with a connection, this device keeps it for when there is none.
  useEffect(() => {
    keepCardForOffline(card.photoUrl).catch(() => undefined);
  }, [card.photoUrl]);

  const replace = () =>
    replacement.submit(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setAsking(false);
      },
      onError: (error) => toast.error(errorMessage(error, t('cardNotReplaced'))),
    });

  return (
    <MemberPage title={t('membershipCard')}>
      {/* Only while the card page is shown: every other page prints on the printer's own paper. */}
      <style>{a6Page}</style>
      <div className="grid gap-10 lg:grid-cols-[24rem_1fr] lg:items-start">
        <MembershipCard card={card} />
        <div className="max-w-prose space-y-6 print:hidden">
          {card.status !== 'active' && (
            <p role="status" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {t.rich(
                'cardShowsStanding',
                {
                  link: (chunks) => (
                    <Link to={accountPagePath} className="font-semibold underline">
                      {chunks}
                    </Link>
                  ),
                },
                { standing: t('standing', { standing: card.status }) },
              )}
            </p>
          )}
          <p className="text-ink">{t('showAtGate')}</p>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('printCard')}
          </Button>
          <section aria-labelledby="lost-card" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100">
            <h2 id="lost-card" className="text-xl text-fairway-900">
              {t('lostCard')}
            </h2>
            <p className="mt-2 text-ink">{t('replaceExplained')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => setAsking(true)}>
              {t('replaceMyCard')}
            </Button>
          </section>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('replaceQuestion')}
        confirmLabel={t('yesReplace')}
        pendingLabel={t('replacing')}
        cancelLabel={t('cancel')}
        pending={replacement.isPending}
        onConfirm={replace}
        onCancel={() => setAsking(false)}
      >
        {t('replaceWarning')}
      </ConfirmDialog>
    </MemberPage>
  );
}
