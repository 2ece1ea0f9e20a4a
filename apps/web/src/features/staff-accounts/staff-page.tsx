import { UserMinus, UserPlus, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PageHeader, Section } from '@/components/ui/page-header';
import { WideTable } from '@/components/ui/wide-table';
import { errorMessage } from '@/lib/api-client';
import { useAccount } from '@/lib/current-account';
import { formatDhakaDateTime } from '@/lib/dhaka-time';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { staffRoleDescriptions, staffRoleLabels, staffRoles, type StaffRole } from '@rgcc/shared/constants/staff-roles';
import { staffStatusLabels, type InviteStaffInput, type StaffMember } from '@rgcc/shared/schemas/staff';
import { useChangeStaffRole, useDeactivateStaff, useInviteStaff, useReactivateStaff, type staffListLoader } from './api';

/** `/admin/staff` (admin only): who works in the console, in which role; invitations, role changes, deactivation. */
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
    resolver: lazyZodResolver(() => import('@rgcc/shared/schemas/staff').then((module) => module.inviteStaffSchema)),
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
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 font-semibold break-all">
        {member.email}
        {isSelf && <span className="ml-2 font-normal text-ink-muted">(you)</span>}
      </th>
      <td className="px-4 py-3">{member.id !== null && !isSelf ? <RoleChange id={member.id} email={member.email} role={member.role} /> : staffRoleLabels[member.role]}</td>
      <td className="px-4 py-3">
        {staffStatusLabels[member.status]}
        {member.inviteExpiresAt && <p className="text-ink-muted">Link works until {formatDhakaDateTime(member.inviteExpiresAt)}</p>}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{member.lastSignInAt ? <time dateTime={member.lastSignInAt}>{formatDhakaDateTime(member.lastSignInAt)}</time> : 'Never'}</td>
      <td className="px-4 py-3">
        {member.id !== null && !isSelf && (member.status === 'active' ? <Deactivate id={member.id} email={member.email} /> : <Reactivate id={member.id} email={member.email} />)}
      </td>
    </tr>
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

function Deactivate({ id, email }: { id: number; email: string }) {
  const deactivate = useDeactivateStaff(id);
  const [open, setOpen] = useState(false);
  const confirm = () =>
    deactivate.submit(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'The account could not be deactivated.'));
        setOpen(false);
      },
    });
  return (
    <>
      <Button variant="ghost" className="px-4 py-2 text-red-800" onClick={() => setOpen(true)} aria-label={`Deactivate ${email}`}>
        <UserMinus aria-hidden="true" className="size-4" />
        Deactivate
      </Button>
      <Modal open={open} onOpenChange={(next) => !deactivate.isPending && setOpen(next)} title="Deactivate this staff member?">
        <p className="text-ink">
          <strong className="break-all">{email}</strong> is signed out everywhere at once and cannot sign in until an admin reactivates the account.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={deactivate.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={deactivate.isPending}>
            {deactivate.isPending ? 'Deactivating…' : 'Yes, deactivate'}
          </Button>
        </div>
      </Modal>
    </>
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
