import { useForm } from 'react-hook-form';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useTexts } from '@/lib/texts';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { registerColumns, registerStatuses } from '@rgcc/shared/membership/register-constants';
// Types only: the schema module's zod is loaded with the form's first check.
import type { RegisterEntryInput } from '@rgcc/shared/membership/register';
import { useApplicationTexts } from '../application-fields-texts';
import { membersTexts } from './members-texts';
import { useAddMember } from './register-api';

const link = 'font-semibold text-fairway-800 underline underline-offset-4';
const blank: RegisterEntryInput = { memberId: '', firstName: '', lastName: '', category: '', email: '', mobile: '', joinedOn: '', status: 'active', handicapIndex: '', handicapAsOf: '' };

/** `/admin/members/new`: one member into the register by hand, with the import's fields and rules; invited from their page. */
export function AddMemberPage() {
  const navigate = useLocalisedNavigate();
  const t = useTexts(membersTexts);
  const fieldTexts = useApplicationTexts();
  const add = useAddMember();
  const form = useForm<RegisterEntryInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/membership/register').then((module) => module.registerEntrySchema)),
    mode: 'onTouched',
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add.submit(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        void navigate(`/admin/members/${answer.id}`);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, registerColumns)) toast.error(errorMessage(error, t('addFailed')));
      },
    }),
  );
  return (
    <>
      <PageHeader title={t('addMember')} eyebrow={t('members')} inConsole>
        {t('addIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <p className="mb-6">
          <Link to="/admin/members" className={link}>
            {t('backToMembers')}
          </Link>
        </p>
        <form noValidate onSubmit={submit} className="grid max-w-3xl gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:grid-cols-2 sm:p-8">
          <TextField label={t('memberId')} hint={t('memberIdHint', { example: 'M-0042' })} error={errors.memberId?.message} {...form.register('memberId')} />
          <TextField label={t('email')} type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
          <TextField label={t('firstName')} autoComplete="off" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextField label={t('lastName')} autoComplete="off" error={errors.lastName?.message} {...form.register('lastName')} />
          <Field label={t('category')} error={errors.category?.message}>
            {(control) => (
              <select {...control} {...form.register('category')}>
                <option value="">{t('chooseCategory')}</option>
                {applicantCategories.map((category) => (
                  <option key={category} value={category}>
                    {fieldTexts.category(category)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField label={t('mobileNumber')} type="tel" inputMode="numeric" autoComplete="off" error={errors.mobile?.message} {...form.register('mobile')} />
          <TextField label={t('joinedOn')} type="date" error={errors.joinedOn?.message} {...form.register('joinedOn')} />
          <Field label={t('status')} error={errors.status?.message}>
            {(control) => (
              <select {...control} {...form.register('status')}>
                {registerStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t('memberStatus', { status })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField label={t('handicapIndex')} hint={t('handicapIndexHint')} inputMode="decimal" error={errors.handicapIndex?.message} {...form.register('handicapIndex')} />
          <TextField label={t('handicapAsOf')} hint={t('handicapAsOfHint')} type="date" error={errors.handicapAsOf?.message} {...form.register('handicapAsOf')} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('adding') : t('addToRegister')}
            </Button>
          </div>
        </form>
      </Section>
    </>
  );
}
