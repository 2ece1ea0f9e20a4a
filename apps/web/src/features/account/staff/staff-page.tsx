import { KeyRound, MailX, UserMinus, UserPlus, UserCheck, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { WideTable } from '@/components/ui/wide-table';
import { errorMessage } from '@/lib/api-client';
import { useAccount } from '@/lib/current-account';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import type { Submission } from '@/lib/use-submission';
import { staffRoleDescriptions, staffRoleLabels, staffRoles, type StaffRole } from '@rgcc/shared/account/staff-roles';
import type { InviteStaffInput, StaffMember } from '@rgcc/shared/account/staff';
import { staffStatusLabels } from '@rgcc/shared/account/staff-constants';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { useCancelInvitation, useChangeStaffRole, useDeactivateStaff, useInviteStaff, useReactivateStaff, useResetSignInCode, type staffListLoader } from './api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

/**
 * `/admin/staff` (admin only): who works in the console, in which role; invitations (and their
 * cancelling), role changes, resets of a lost authenticator, deactivation.
 */
export function StaffPage() {
  const { staff } = useLoaderData<typeof staffListLoader>();
  const { email: ownEmail } = useAccount();
  return (
    <>
      <PageHeader title="Staff" eyebrow="Staff console" inConsole>
        Who can sign in to the console, and what each role may do.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-10">
          <InviteForm />
          <section aria-labelledby="staff-list-heading" className="space-y-4">
            <h2 id="staff-list-heading" className="text-2xl">
              Staff accounts
            </h2>
            <WideTable captionId="staff-caption">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption id="staff-caption" className="sr-only">
                  Staff accounts and open invitations, by email
                </caption>
                <thead className="bg-fairway-50 text-fairway-800">
                  <tr>
                    {['Email', 'Role', 'Status', 'Last sign-in', 'Actions'].map((heading) => (
                      <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-fairway-100">
                  {staff.items.map((member) => (
                    <StaffRow key={`${member.status}-${member.email}`} member={member} isSelf={member.email === ownEmail} />
                  ))}
                </tbody>
              </table>
            </WideTable>
          </section>
        </div>
      </Section>
    </>
  );
}

const noInvitation: InviteStaffInput = { email: '', role: 'content' };

function InviteForm() {
  const invite = useInviteStaff();
  const form = useForm<InviteStaffInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/staff').then((module) => module.inviteStaffSchema)),
    mode: 'onTouched',
    defaultValues: noInvitation,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    invite.submit(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset(noInvitation);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['email', 'role'])) toast.error(errorMessage(error, 'The invitation could not be sent.'));
      },
    }),
  );
  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6">
      <h2 id="invite-heading" className="mb-2 text-2xl">
        Invite staff
      </h2>
      <p className="mb-5 text-ink-muted">They get an email with a link, valid 72 hours, to choose their password; they set up a code app at their first sign-in.</p>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <TextField label="Email" type="email" autoComplete="off" {...form.register('email')} error={errors.email?.message} />
        <Field label="Role" error={errors.role?.message}>
          {(control) => (
            <select {...control} {...form.register('role')}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}: {staffRoleDescriptions[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" disabled={invite.isPending} className="py-3.5 sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
    </section>
  );
}

function StaffRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const locale = useLocale();
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 font-semibold break-all">
        {member.email}
        {isSelf && <span className="ml-2 font-normal text-ink-muted">(you)</span>}
      </th>
      <td className="px-4 py-3">{member.id !== null && !isSelf ? <RoleChange id={member.id} email={member.email} role={member.role} /> : staffRoleLabels[member.role]}</td>
      <td className="px-4 py-3">
        {staffStatusLabels[member.status]}
        {member.inviteExpiresAt && <p className="text-ink-muted">Link works until {formatClubDateTime(member.inviteExpiresAt, locale)}</p>}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{member.lastSignInAt ? <time dateTime={member.lastSignInAt}>{formatClubDateTime(member.lastSignInAt, locale)}</time> : 'Never'}</td>
      <td className="px-4 py-3">
        <RowActions member={member} isSelf={isSelf} />
      </td>
    </tr>
  );
}

/** None on one's own row: another admin changes it (the server refuses it too). */
function RowActions({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  if (member.invitationId !== null) return <CancelInvitation invitationId={member.invitationId} email={member.email} />;
  if (member.id === null || isSelf) return null;
  if (member.status === 'deactivated') return <Reactivate id={member.id} email={member.email} />;
  return (
    <div className="flex flex-wrap gap-2">
      <ResetSignInCode id={member.id} email={member.email} />
      <Deactivate id={member.id} email={member.email} />
    </div>
  );
}

function RoleChange({ id, email, role }: { id: number; email: string; role: StaffRole }) {
  const change = useChangeStaffRole(id);
  const [chosen, setChosen] = useState(role);
  const save = () =>
    change.submit(
      { role: chosen },
      { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorMessage(error, 'The role could not be changed.')) },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={`Role of ${email}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
        className="rounded-lg border border-fairway-200 bg-white px-3 py-2"
      >
        {staffRoles.map((option) => (
          <option key={option} value={option}>
            {staffRoleLabels[option]}
          </option>
        ))}
      </select>
      <Button variant="secondary" className="px-4 py-2" onClick={save} disabled={chosen === role || change.isPending} aria-label={`Change the role of ${email}`}>
        {change.isPending ? 'Saving…' : 'Change role'}
      </Button>
    </div>
  );
}

interface ConfirmedActionProps {
  change: Submission<void, MessageReply>;
  icon: LucideIcon;
  label: string;
  /** The label with whom it is about, since every row has the same button. */
  accessibleName: string;
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  /** Shown when the server gives no message of its own. */
  failure: string;
  children: ReactNode;
}

/** A row's action that cannot be undone: asked in a dialog first, then the server's answer as a toast. */
function ConfirmedAction({ change, icon: Icon, label, accessibleName, failure, children, ...dialog }: ConfirmedActionProps) {
  const [open, setOpen] = useState(false);
  const confirm = () =>
    change.submit(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error, failure));
        setOpen(false);
      },
    });
  return (
    <>
      <Button variant="ghost" className="px-4 py-2 text-red-800" onClick={() => setOpen(true)} aria-label={accessibleName}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <ConfirmDialog open={open} {...dialog} pending={change.isPending} onConfirm={confirm} onCancel={() => setOpen(false)}>
        {children}
      </ConfirmDialog>
    </>
  );
}

function Deactivate({ id, email }: { id: number; email: string }) {
  const deactivate = useDeactivateStaff(id);
  return (
    <ConfirmedAction
      change={deactivate}
      icon={UserMinus}
      label="Deactivate"
      accessibleName={`Deactivate ${email}`}
      title="Deactivate this staff member?"
      confirmLabel="Yes, deactivate"
      pendingLabel="Deactivating…"
      failure="The account could not be deactivated."
    >
      <p>
        <strong className="break-all">{email}</strong> is signed out everywhere at once and cannot sign in until an admin reactivates the account.
      </p>
    </ConfirmedAction>
  );
}

/** For a lost or replaced phone; one's own goes with a recovery code, or through another admin. */
function ResetSignInCode({ id, email }: { id: number; email: string }) {
  const reset = useResetSignInCode(id);
  return (
    <ConfirmedAction
      change={reset}
      icon={KeyRound}
      label="Reset sign-in code"
      accessibleName={`Reset sign-in code of ${email}`}
      title="Reset the sign-in code of this staff member?"
      confirmLabel="Yes, reset"
      pendingLabel="Resetting…"
      failure="The sign-in code could not be reset."
    >
      <p>
        <strong className="break-all">{email}</strong> is signed out everywhere at once. Their authenticator app and recovery codes stop working, and they set up the app again at
        their next sign-in. They get an email about it.
      </p>
      <p className="mt-3">Reset it only when they have asked you, for example after losing their phone.</p>
    </ConfirmedAction>
  );
}

function CancelInvitation({ invitationId, email }: { invitationId: number; email: string }) {
  const cancel = useCancelInvitation(invitationId);
  return (
    <ConfirmedAction
      change={cancel}
      icon={MailX}
      label="Cancel invitation"
      accessibleName={`Cancel invitation to ${email}`}
      title="Cancel this invitation?"
      confirmLabel="Yes, cancel it"
      pendingLabel="Cancelling…"
      cancelLabel="Keep it"
      failure="The invitation could not be cancelled."
    >
      <p>
        The link mailed to <strong className="break-all">{email}</strong> stops working at once. You can invite them again later.
      </p>
    </ConfirmedAction>
  );
}

function Reactivate({ id, email }: { id: number; email: string }) {
  const reactivate = useReactivateStaff(id);
  const submit = () =>
    reactivate.submit(undefined, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorMessage(error, 'The account could not be reactivated.')) });
  return (
    <Button variant="ghost" className="px-4 py-2" onClick={submit} disabled={reactivate.isPending} aria-label={`Reactivate ${email}`}>
      <UserCheck aria-hidden="true" className="size-4" />
      Reactivate
    </Button>
  );
}
