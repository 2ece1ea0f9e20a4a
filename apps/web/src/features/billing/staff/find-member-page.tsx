import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { useCardCheck } from './account-api';
import { accountTexts } from './account-texts';
import { BillingNav } from './billing-nav';
import { billingTexts } from './billing-texts';
import { CardScanner } from './card-scanner';
import { readMemberReference } from './member-reference';
import { useLocalisedNavigate } from '@/lib/links';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
/** The member ID the page gives as an example: a code, written as it is in both languages. */
const exampleMemberId = 'M-0042';
/** `/admin/billing/members`: a member's account, found by member ID or by the card's QR code. */
export function FindMemberPage() {
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const navigate = useLocalisedNavigate();
  const check = useCardCheck();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(
    (value: string) => {
      const reference = readMemberReference(value);
      if (!reference) return setError(t('enterMemberId', { example: exampleMemberId }));
      setError(null);
      const go = () => void navigate(`/admin/billing/members/${reference.memberId}`);
      // A card's link is checked as the gate checks it: a replaced or forged card charges nobody.
      if (!reference.signature) return go();
      check.submit(
        { memberId: reference.memberId, signature: reference.signature },
        {
          onSuccess: go,
          onError: (failure) => setError(errorMessage(failure, t('couldNotCheckCard'))),
        },
      );
    },
    [check, navigate, t],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open(typed);
  };
  const scanned = useCallback((value: string) => (setTyped(value), open(value)), [open]);

  return (
    <>
      <PageHeader title={billing('membersAccount')} eyebrow={billing('billing')} inConsole>
        {t('findIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <section aria-labelledby="find-heading" className={card}>
            <h2 id="find-heading" className="text-xl text-fairway-900">
              {t('findTheMember')}
            </h2>
            <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-4">
              <div className="min-w-64 flex-1">
                <TextField
                  label={t('memberIdOrLink')}
                  hint={t('memberIdHint', { example: exampleMemberId })}
                  name="member"
                  autoComplete="off"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  error={error ?? undefined}
                />
              </div>
              <Button type="submit" disabled={check.isPending}>
                {check.isPending ? t('checkingCard') : t('openTheAccount')}
              </Button>
            </form>
            <div className="mt-4">
              <CardScanner onScan={scanned} />
            </div>
          </section>
        </div>
      </Section>
    </>
  );
}
