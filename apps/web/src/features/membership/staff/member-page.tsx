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
import { memberStatusLabels } from '@rgcc/shared/membership/member-constants';
import { paymentStatusLabels } from '@rgcc/shared/billing/payment-constants';
import { useInviteMember, useMemberAction, type memberLoader } from './members-api';
import { formatCalendarDate, formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { formatHandicapRecord } from '@/features/membership/handicap-record';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

/** `/admin/members/:id`: one member's register row, payments, sign-ins, and the staff actions. */
export function MemberPage() {
  const locale = useLocale();
  const { member } = useLoaderData<typeof memberLoader>();
  const action = useMemberAction();
  const invitation = useInviteMember();
  const invite = () =>
    invitation.submit(member.memberId, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'We could not send the invitation. Please try again.')),
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
        onError: (error) => toast.error(errorMessage(error, 'We could not do that. Please try again.')),
      },
    );

  return (
    <>
      <PageHeader title={member.name} eyebrow="Members" inConsole>
        {member.memberId} · {memberStatusLabels[member.status]} · {member.paid ? 'Fee paid' : 'Fee unpaid'}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <p>
            <Link to="/admin/members" className="font-semibold text-fairway-800 underline underline-offset-4">
              Back to Members
            </Link>
          </p>
          {member.status === 'suspended' && (
            <p className="rounded-2xl bg-sand-100 p-5 text-sand-900">
              <strong>Suspended.</strong> Reason: {member.suspensionReason}
            </p>
          )}
          <section aria-labelledby="actions" className={card}>
            <h2 id="actions" className="text-xl text-fairway-900">
              Actions
            </h2>
            <div className="mt-4 flex flex-wrap gap-3">
              {member.status === 'suspended' ? (
                <Button disabled={action.isPending} onClick={() => run('reactivate')}>
                  Reactivate
                </Button>
              ) : (
                <>
                  {!member.hasPassword && (
                    <Button disabled={invitation.isPending} onClick={invite}>
                      {member.invitedAt ? 'Invite again' : 'Invite to choose a password'}
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setAsking('suspend')}>
                    Suspend
                  </Button>
                  <Button variant="secondary" onClick={() => setAsking('credentials')}>
                    Send new credentials
                  </Button>
                </>
              )}
            </div>
          </section>
          <section aria-labelledby="register" className={card}>
            <h2 id="register" className="text-xl text-fairway-900">
              In the register
            </h2>
            <dl className="mt-4 grid gap-3 sm:grid-cols-2">
              {[
                ['Email', member.email],
                ['Mobile', member.mobile],
                ['Present address', member.presentAddress || 'Not given'],
                ['Emergency contact', member.emergencyContact || 'Not given'],
                ['Category', member.category],
                ['Membership type', member.membershipType ?? 'Not recorded'],
                ['Joined', formatCalendarDate(member.joinedOn, locale)],
                ['Handicap index', formatHandicapRecord(member.handicap, locale)],
                ['Invited', member.invitedAt ? formatClubDateTime(member.invitedAt, locale) : member.hasPassword ? 'Not needed' : 'Not yet'],
                ['Last sign-in', member.lastSignInAt ? formatClubDateTime(member.lastSignInAt, locale) : 'Never'],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-sm font-semibold text-fairway-800">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4">
              {member.applicationId === null ? (
                'Brought into the register by staff: there is no application.'
              ) : (
                <Link to={`/admin/applications/${member.applicationId}`} className="font-semibold text-fairway-800 underline underline-offset-4">
                  The application and its documents
                </Link>
              )}
            </p>
          </section>
          <section aria-labelledby="payments" className={card}>
            <h2 id="payments" className="text-xl text-fairway-900">
              Payments and receipts
            </h2>
            {member.payments.length === 0 ? (
              <p className="mt-3 text-ink-muted">No payments yet.</p>
            ) : (
              <ul className="mt-3 divide-y divide-fairway-100">
                {member.payments.map((payment) => (
                  <li key={payment.id} className="py-3">
                    {formatClubDateTime(payment.createdAt, locale)} · {formatMoney(paisa(payment.amountPaisa), locale)} · {paymentStatusLabels[payment.status]}
                    {payment.receiptNumber && ` · Receipt ${payment.receiptNumber}`}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="sign-ins" className={card}>
            <h2 id="sign-ins" className="text-xl text-fairway-900">
              Sign-in history
            </h2>
            {member.signIns.length === 0 ? (
              <p className="mt-3 text-ink-muted">No sign-ins yet.</p>
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
        title={`Suspend ${member.name}?`}
        reasonLabel="Reason"
        loadSchema={() => import('@rgcc/shared/membership/members').then((module) => module.suspendMemberSchema)}
        submission={action}
        inputFor={(reason) => ({ id: member.id, action: 'suspend' as const, reason })}
        doneMessage={({ message }) => message}
        failureMessage="We could not suspend the member. Please try again."
        confirmLabel="Yes, suspend"
        pendingLabel="Suspending…"
        onClose={() => setAsking(null)}
      >
        <p>They are signed out everywhere at once and cannot sign in until they are reactivated.</p>
      </ReasonDialog>
      <ConfirmDialog
        open={asking === 'credentials'}
        title={`Send new credentials to ${member.email}?`}
        confirmLabel="Yes, send"
        pendingLabel="Sending…"
        pending={action.isPending}
        onConfirm={() => run('credentials')}
        onCancel={() => setAsking(null)}
      >
        <p>A new temporary password is emailed. Their old password and every session stop working, and they choose a new password at their next sign-in.</p>
      </ConfirmDialog>
    </>
  );
}
