import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { registerColumns, registerStatuses } from '@rgcc/shared/membership/register-constants';
// Types only: the schema module's zod is loaded with the form's first check.
import type { RegisterEntryInput } from '@rgcc/shared/membership/register';
import { useAddMember } from './register-api';

const link = 'font-semibold text-fairway-800 underline underline-offset-4';
const blank: RegisterEntryInput = { memberId: '', firstName: '', lastName: '', category: '', email: '', mobile: '', joinedOn: '', status: 'active', handicapIndex: '', handicapAsOf: '' };

/** `/admin/members/new`: one member into the register by hand, with the import's fields and rules; invited from their page. */
export function AddMemberPage() {
  const navigate = useNavigate();
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
        if (!showServerFieldErrors(form, error, registerColumns)) toast.error(errorMessage(error, 'We could not add the member. Please try again.'));
      },
    }),
  );
  return (
    <>
      <PageHeader title="Add a member" eyebrow="Members" inConsole>
        A member of the club who is not yet in the register, with no application and no registration fee to pay. Invite them from their page when you are ready.
      </PageHeader>
      <Section className="bg-cream">
        <p className="mb-6">
          <Link to="/admin/members" className={link}>
            Back to Members
          </Link>
        </p>
        <form noValidate onSubmit={submit} className="grid max-w-3xl gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:grid-cols-2 sm:p-8">
          <TextField label="Member ID" hint="As on their card, such as M-0042; blank for the next free number." error={errors.memberId?.message} {...form.register('memberId')} />
          <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
          <TextField label="First name" autoComplete="off" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextField label="Last name" autoComplete="off" error={errors.lastName?.message} {...form.register('lastName')} />
          <Field label="Category" error={errors.category?.message}>
            {(control) => (
              <select {...control} {...form.register('category')}>
                <option value="">Choose a category</option>
                {applicantCategories.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </select>
            )}
          </Field>
          <TextField label="Mobile number" type="tel" inputMode="numeric" autoComplete="off" error={errors.mobile?.message} {...form.register('mobile')} />
          <TextField label="Joined on" type="date" error={errors.joinedOn?.message} {...form.register('joinedOn')} />
          <Field label="Status" error={errors.status?.message}>
            {(control) => (
              <select {...control} {...form.register('status')}>
                {registerStatuses.map((status) => (
                  <option key={status} value={status}>
                    {status === 'active' ? 'Active' : 'Suspended'}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField label="Handicap index" hint="Optional: the Federation’s index, −10.0 to 54.0." inputMode="decimal" error={errors.handicapIndex?.message} {...form.register('handicapIndex')} />
          <TextField label="Handicap as of" hint="The day that index was published." type="date" error={errors.handicapAsOf?.message} {...form.register('handicapAsOf')} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add to the register'}
            </Button>
          </div>
        </form>
      </Section>
    </>
  );
}
