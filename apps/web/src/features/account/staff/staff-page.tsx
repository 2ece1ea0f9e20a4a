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
import { useTexts } from '@/lib/texts';
import type { Submission } from '@/lib/use-submission';
import { staffRoles, type StaffRole } from '@rgcc/shared/account/staff-roles';
import type { InviteStaffInput, StaffMember } from '@rgcc/shared/account/staff';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { useCancelInvitation, useChangeStaffRole, useDeactivateStaff, useInviteStaff, useReactivateStaff, useResetSignInCode, type staffListLoader } from './api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { staffTexts } from './staff-texts';

/** How long an invitation's link works (the server's rule, said in the form's note). */
const invitationHours = 72;

/**
 * `/admin/staff` (admin only): who works in the console, in which role; invitations (and their
 * cancelling), role changes, resets of a lost authenticator, deactivation.
 */
export function StaffPage() {
  const { staff } = useLoaderData<typeof staffListLoader>();
  const { email: ownEmail } = useAccount();
  const t = useTexts(staffTexts);
  return (
    <>
      <PageHeader title={t('staff')} eyebrow={t('staffConsole')} inConsole>
        {t('intro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-10">
          <InviteForm />
          <section aria-labelledby="staff-list-heading" className="space-y-4">
            <h2 id="staff-list-heading" className="text-2xl">
              {t('staffAccounts')}
            </h2>
            <WideTable captionId="staff-caption">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption id="staff-caption" className="sr-only">
                  {t('staffCaption')}
                </caption>
                <thead className="bg-fairway-50 text-fairway-800">
                  <tr>
                    {[t('email'), t('role'), t('status'), t('lastSignIn'), t('actions')].map((heading) => (
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
  const t = useTexts(staffTexts);
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
        if (!showServerFieldErrors(form, error, ['email', 'role'])) toast.error(errorMessage(error, t('invitationNotSent')));
      },
    }),
  );
  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6">
      <h2 id="invite-heading" className="mb-2 text-2xl">
        {t('inviteStaff')}
      </h2>
      <p className="mb-5 text-ink-muted">{t('inviteIntro', { hours: invitationHours })}</p>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <TextField label={t('email')} type="email" autoComplete="off" {...form.register('email')} error={errors.email?.message} />
        <Field label={t('role')} error={errors.role?.message}>
          {(control) => (
            <select {...control} {...form.register('role')}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t('roleWithDescription', { role: t('roleName', { role }), description: t('roleDescription', { role }) })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" disabled={invite.isPending} className="py-3.5 sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? t('sending') : t('sendInvitation')}
        </Button>
      </form>
    </section>
  );
}

function StaffRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const locale = useLocale();
  const t = useTexts(staffTexts);
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 font-semibold break-all">
        {member.email}
        {isSelf && <span className="ml-2 font-normal text-ink-muted">{t('you')}</span>}
      </th>
      <td className="px-4 py-3">{member.id !== null && !isSelf ? <RoleChange id={member.id} email={member.email} role={member.role} /> : t('roleName', { role: member.role })}</td>
      <td className="px-4 py-3">
        {t('statusName', { status: member.status })}
        {member.inviteExpiresAt && <p className="text-ink-muted">{t('linkWorksUntil', { time: formatClubDateTime(member.inviteExpiresAt, locale) })}</p>}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{member.lastSignInAt ? <time dateTime={member.lastSignInAt}>{formatClubDateTime(member.lastSignInAt, locale)}</time> : t('never')}</td>
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
  const t = useTexts(staffTexts);
  const change = useChangeStaffRole(id);
  const [chosen, setChosen] = useState(role);
  const save = () =>
    change.submit(
      { role: chosen },
      { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorMessage(error, t('roleNotChanged'))) },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('roleOf', { email })}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
        className="rounded-lg border border-fairway-200 bg-white px-3 py-2"
      >
        {staffRoles.map((option) => (
          <option key={option} value={option}>
            {t('roleName', { role: option })}
          </option>
        ))}
      </select>
      <Button variant="secondary" className="px-4 py-2" onClick={save} disabled={chosen === role || change.isPending} aria-label={t('changeRoleOf', { email })}>
        {change.isPending ? t('saving') : t('changeRole')}
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
  const t = useTexts(staffTexts);
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
      <ConfirmDialog open={open} cancelLabel={t('cancel')} {...dialog} pending={change.isPending} onConfirm={confirm} onCancel={() => setOpen(false)}>
        {children}
      </ConfirmDialog>
    </>
  );
}

function Deactivate({ id, email }: { id: number; email: string }) {
  const t = useTexts(staffTexts);
  const deactivate = useDeactivateStaff(id);
  return (
    <ConfirmedAction
      change={deactivate}
      icon={UserMinus}
      label={t('deactivate')}
      accessibleName={t('deactivateEmail', { email })}
      title={t('deactivateTitle')}
      confirmLabel={t('yesDeactivate')}
      pendingLabel={t('deactivating')}
      failure={t('notDeactivated')}
    >
      <p>{t.rich('deactivateExplained', { strong: (chunks) => <strong className="break-all">{chunks}</strong> }, { email })}</p>
    </ConfirmedAction>
  );
}

/** For a lost or replaced phone; one's own goes with a recovery code, or through another admin. */
function ResetSignInCode({ id, email }: { id: number; email: string }) {
  const t = useTexts(staffTexts);
  const reset = useResetSignInCode(id);
  return (
    <ConfirmedAction
      change={reset}
      icon={KeyRound}
      label={t('resetSignInCode')}
      accessibleName={t('resetSignInCodeOf', { email })}
      title={t('resetTitle')}
      confirmLabel={t('yesReset')}
      pendingLabel={t('resetting')}
      failure={t('notReset')}
    >
      <p>{t.rich('resetExplained', { strong: (chunks) => <strong className="break-all">{chunks}</strong> }, { email })}</p>
      <p className="mt-3">{t('resetOnlyWhenAsked')}</p>
    </ConfirmedAction>
  );
}

function CancelInvitation({ invitationId, email }: { invitationId: number; email: string }) {
  const t = useTexts(staffTexts);
  const cancel = useCancelInvitation(invitationId);
  return (
    <ConfirmedAction
      change={cancel}
      icon={MailX}
      label={t('cancelInvitation')}
      accessibleName={t('cancelInvitationTo', { email })}
      title={t('cancelInvitationTitle')}
      confirmLabel={t('yesCancelIt')}
      pendingLabel={t('cancelling')}
      cancelLabel={t('keepIt')}
      failure={t('invitationNotCancelled')}
    >
      <p>{t.rich('cancelExplained', { strong: (chunks) => <strong className="break-all">{chunks}</strong> }, { email })}</p>
    </ConfirmedAction>
  );
}

function Reactivate({ id, email }: { id: number; email: string }) {
  const t = useTexts(staffTexts);
  const reactivate = useReactivateStaff(id);
  const submit = () =>
    reactivate.submit(undefined, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorMessage(error, t('notReactivated'))) });
  return (
    <Button variant="ghost" className="px-4 py-2" onClick={submit} disabled={reactivate.isPending} aria-label={t('reactivateEmail', { email })}>
      <UserCheck aria-hidden="true" className="size-4" />
      {t('reactivate')}
    </Button>
  );
}
