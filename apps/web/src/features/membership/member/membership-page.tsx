import { IdCard } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import type { membershipSummaryLoader } from './api';
import { Facts, MemberPage } from '@/components/member-area/member-page';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { membershipTexts } from './membership-texts';

export function MembershipPage() {
  const locale = useLocale();
  const t = useTexts(membershipTexts);
  const summary = useLoaderData<typeof membershipSummaryLoader>().membership;
  return (
    <MemberPage title={t('cardMembership')}>
      <Facts
        rows={[
          [t('memberId'), summary.memberId],
          [t('name'), summary.name],
          [t('category'), summary.category],
          ...(summary.membershipType ? [[t('membershipType'), summary.membershipType] as [string, string]] : []),
          [t('status'), t('memberStatus', { status: summary.status })],
          [t('memberSince'), formatCalendarDate(summary.memberSince, locale)],
        ]}
      />
      <ButtonLink to="/dashboard/card" className="mt-8">
        <IdCard aria-hidden="true" className="size-4" />
        {t('showCard')}
      </ButtonLink>
    </MemberPage>
  );
}
