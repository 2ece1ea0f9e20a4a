import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { memberIdPattern } from '@rgcc/shared/membership/member-id-pattern';
import { golfTexts } from './golf-texts';

const memberIdExample = 'M-0042';

/** `/admin/golf/members`: a member's handicap record, found by the member ID on their card. */
export function FindGolferPage() {
  const t = useTexts(golfTexts);
  const navigate = useLocalisedNavigate();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const memberId = typed.trim().toUpperCase();
    if (!memberIdPattern.test(memberId)) return setInvalid(true);
    setInvalid(false);
    void navigate(`/admin/golf/members/${memberId}`);
  };
  return (
    <>
      <PageHeader title={t('handicapRecords')} eyebrow={t('golf')} inConsole>
        {t('findIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-3xl space-y-6">
          <Link to="/admin/golf" className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('golf')}
          </Link>
          <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6">
            <div className="min-w-56 flex-1">
              <TextField
                label={t('memberId')}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                error={invalid ? t('memberIdExample', { example: memberIdExample }) : undefined}
                autoComplete="off"
              />
            </div>
            <Button type="submit">{t('openRecord')}</Button>
          </form>
        </div>
      </Section>
    </>
  );
}
