import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { useInviteMember, useMemberAction, type memberLoader } from './members-api';
import { formatCalendarDate, formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { formatHandicapRecord } from '@/features/membership/handicap-record';
import { useApplicationTexts } from '../application-fields-texts';
import { membersTexts } from './members-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

/** `/admin/members/:id`: one member's register row, payments, sign-ins, and the staff actions. */
export function MemberPage() {
  const locale = useLocale();
  const t = useTexts(membersTexts);
  const fieldTexts = useApplicationTexts();
  const { member } = useLoaderData<typeof memberLoader>();
  const action = useMemberAction();
  const invitation = useInviteMember();
  const invite = () =>
    invitation.submit(member.memberId, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, t('invitationFailed'))),
    });
  const [asking, setAsking] = useState<'suspend' | 'credentials' | null>(null);
  const run = (name: 'reactivate' | 'credentials') =>
    action.submit(
      { id: member.id, action: name },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setAsking(null);
        },
        onError: (error) => toast.error(errorMessage(error, t('actionFailed'))),
      },
    );

  return (
    <>
      <PageHeader title={member.name} eyebrow={t('members')} inConsole>
        {member.memberId} · {t('memberStatus', { status: member.status })} · {member.paid ? t('feePaid') : t('feeUnpaid')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <p>
            <Link to="/admin/members" className="font-semibold text-fairway-800 underline underline-offset-4">
              {t('backToMembers')}
            </Link>
          </p>
          {member.status === 'suspended' && (
            <p className="rounded-2xl bg-sand-100 p-5 text-sand-900">
              {t.rich('suspendedBecause', { strong: (chunks) => <strong>{chunks}</strong> }, { reason: member.suspensionReason ?? '' })}
            </p>
          )}
          <section aria-labelledby="actions" className={card}>
            <h2 id="actions" className="text-xl text-fairway-900">
              {t('actions')}
            </h2>
            <div className="mt-4 flex flex-wrap gap-3">
              {member.status === 'suspended' ? (
                <Button disabled={action.isPending} onClick={() => run('reactivate')}>
                  {t('reactivate')}
                </Button>
              ) : (
                <>
                  {!member.hasPassword && (
                    <Button disabled={invitation.isPending} onClick={invite}>
                      {member.invitedAt ? t('inviteAgain') : t('inviteToChoosePassword')}
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setAsking('suspend')}>
                    {t('suspend')}
                  </Button>
                  <Button variant="secondary" onClick={() => setAsking('credentials')}>
                    {t('sendNewCredentials')}
                  </Button>
                </>
              )}
            </div>
          </section>
          <section aria-labelledby="register" className={card}>
            <h2 id="register" className="text-xl text-fairway-900">
              {t('inTheRegister')}
            </h2>
            <dl className="mt-4 grid gap-3 sm:grid-cols-2">
              {[
                [t('email'), member.email],
                [t('mobile'), member.mobile],
                [t('presentAddress'), member.presentAddress || t('notGiven')],
                [t('emergencyContact'), member.emergencyContact || t('notGiven')],
                [t('category'), fieldTexts.category(member.category)],
                [t('membershipType'), member.membershipType === null ? t('notRecorded') : fieldTexts.membershipType(member.membershipType)],
                [t('joined'), formatCalendarDate(member.joinedOn, locale)],
                [t('handicapIndex'), formatHandicapRecord(member.handicap, locale)],
                [t('invited'), member.invitedAt ? formatClubDateTime(member.invitedAt, locale) : member.hasPassword ? t('notNeeded') : t('notYet')],
                [t('lastSignIn'), member.lastSignInAt ? formatClubDateTime(member.lastSignInAt, locale) : t('never')],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-sm font-semibold text-fairway-800">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4">
              {member.applicationId === null ? (
                t('noApplication')
              ) : (
                <Link to={`/admin/applications/${member.applicationId}`} className="font-semibold text-fairway-800 underline underline-offset-4">
                  {t('applicationAndDocuments')}
                </Link>
              )}
            </p>
          </section>
          <section aria-labelledby="payments" className={card}>
            <h2 id="payments" className="text-xl text-fairway-900">
              {t('paymentsAndReceipts')}
            </h2>
            {member.payments.length === 0 ? (
              <p className="mt-3 text-ink-muted">{t('noPaymentsYet')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-fairway-100">
                {member.payments.map((payment) => (
                  <li key={payment.id} className="py-3">
                    {formatClubDateTime(payment.createdAt, locale)} · {formatMoney(paisa(payment.amountPaisa), locale)} · {t('paymentStatus', { status: payment.status })}
                    {payment.receiptNumber && t('receiptNumber', { number: payment.receiptNumber })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="sign-ins" className={card}>
            <h2 id="sign-ins" className="text-xl text-fairway-900">
              {t('signInHistory')}
            </h2>
            {member.signIns.length === 0 ? (
              <p className="mt-3 text-ink-muted">{t('noSignInsYet')}</p>
            ) : (
              <ol className="mt-3 list-inside list-disc">
                {member.signIns.map((at) => (
                  <li key={at}>{formatClubDateTime(at, locale)}</li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </Section>
      <ReasonDialog
        open={asking === 'suspend'}
        title={t('suspendTitle', { name: member.name })}
        reasonLabel={t('reason')}
        loadSchema={() => import('@rgcc/shared/membership/members').then((module) => module.suspendMemberSchema)}
        submission={action}
        inputFor={(reason) => ({ id: member.id, action: 'suspend' as const, reason })}
        doneMessage={({ message }) => message}
        failureMessage={t('suspendFailed')}
        confirmLabel={t('yesSuspend')}
        pendingLabel={t('suspending')}
        cancelLabel={t('cancel')}
        onClose={() => setAsking(null)}
      >
        <p>{t('suspendExplained')}</p>
      </ReasonDialog>
      <ConfirmDialog
        open={asking === 'credentials'}
        title={t('credentialsTitle', { email: member.email })}
        confirmLabel={t('yesSend')}
        pendingLabel={t('sending')}
        cancelLabel={t('cancel')}
        pending={action.isPending}
        onConfirm={() => run('credentials')}
        onCancel={() => setAsking(null)}
      >
        <p>{t('credentialsExplained')}</p>
      </ConfirmDialog>
    </>
  );
}
