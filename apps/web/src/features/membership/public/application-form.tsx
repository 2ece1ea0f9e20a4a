import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { formSections, type ApplicationField } from '@rgcc/shared/membership/application-fields';
import { membershipTypes, type ApplicantCategory, type ApplicationFormKind } from '@rgcc/shared/membership/membership';
import { useTexts, type TextKey } from '@/lib/texts';
import { useApplicationTexts } from '../application-fields-texts';
import { submitApplication } from './registration-api';
import { ImageUploadField } from './image-upload-field';
import { registrationTexts } from './registration-texts';
import { useSubmission } from '@/lib/use-submission';
import { useLocalisedNavigate } from '@/lib/links';

type Values = FieldValues & { children?: { name: string; dob: string; gender: string }[] };

type FormSchema = z.ZodType<FieldValues, FieldValues>;

const schemaOf: Record<ApplicationFormKind, () => Promise<FormSchema>> = {
  civilian: () => import('@rgcc/shared/membership/membership-application').then((m) => m.civilianApplicationSchema),
  defence: () => import('@rgcc/shared/membership/membership-application').then((m) => m.defenceApplicationSchema),
  passport: () => import('@rgcc/shared/membership/membership-application').then((m) => m.passportApplicationSchema),
};

/** A field shown as one control with its message; the category is chosen on the page above the form, the children in their own list. */
const isSingleControl = (field: ApplicationField) => field.kind !== 'category' && field.kind !== 'children';

/** Spec 2.5: entries without a name are dropped before sending, and no key when none remain. */
function withoutEmptyChildren(values: Values): Values {
  const children = (values.children ?? []).filter((child) => child.name.trim() !== '');
  const { children: _all, ...rest } = values;
  return children.length > 0 ? { ...rest, children } : rest;
}

/** The section 8 toast for a failed submission: the server's message, or section 8's own when it gives none. */
function failureMessage(error: unknown, t: (key: TextKey<typeof registrationTexts>) => string): string {
  if (error instanceof NetworkError) return t('networkError');
  if (error instanceof ApiRequestError) {
    if (error.status >= 500) return error.body?.message ?? t('serverError');
    return error.body?.message ?? t('registrationFailed');
  }
  return t('unexpectedError');
}

export function ApplicationForm({ category, kind }: { category: ApplicantCategory; kind: ApplicationFormKind }) {
  const navigate = useLocalisedNavigate();
  const t = useTexts(registrationTexts);
  const fieldTexts = useApplicationTexts();
  const validate = lazyZodResolver(schemaOf[kind]);
  const resolver: Resolver<Values> = (values, context, options) =>
    validate(withoutEmptyChildren({ ...values, category }), context, options as never) as ReturnType<Resolver<Values>>;
  const form = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: { membershipType: '' } });
  const children = useFieldArray({ control: form.control, name: 'children' as never });
  const childValues = useWatch({ control: form.control, name: 'children' }) as Values['children'];
  const { errors } = form.formState;
  const errorOf = (name: string) => (errors[name]?.message as string | undefined) ?? undefined;
  const sections = formSections(kind);
  const singleControlKeys = sections.flatMap((section) => section.fields.filter(isSingleControl).map((field) => field.key as Path<Values>));

  const submit = useSubmission({
    send: (values: Values) => submitApplication(values),
    onSuccess: (answer, values) => {
      toast.success(answer.message);
      void navigate('/verify-email', { state: { email: values.email } });
    },
    onError: (error) => {
      showServerFieldErrors(form, error, singleControlKeys);
      // Section 8 toasts every failure, also one whose fields now show what to correct: the form is long.
      toast.error(failureMessage(error, t));
    },
  });

  // An image still uploading when REGISTER is pressed is waited for: its field would otherwise be
  // refused as missing, and the applicant would have to press again once the upload came through.
  const uploadsInFlight = useRef(new Set<Promise<void>>());
  const [awaitingUploads, setAwaitingUploads] = useState(false);
  const trackUpload = (upload: Promise<void>) => {
    uploadsInFlight.current.add(upload);
    void upload.finally(() => uploadsInFlight.current.delete(upload));
  };
  const sendWhenValid = form.handleSubmit((values) => submit.submit(withoutEmptyChildren({ ...values, category })));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploadsInFlight.current.size > 0) {
      setAwaitingUploads(true);
      await Promise.allSettled(uploadsInFlight.current);
      setAwaitingUploads(false);
    }
    await sendWhenValid();
  };
  const isSending = submit.isPending || awaitingUploads;

  const addChild = () => {
    const last = childValues?.at(-1);
    if (!last || last.name.trim() !== '') children.append({ name: '', dob: '', gender: '' });
  };

  const renderField = (field: ApplicationField) => {
    const name = field.key as Path<Values>;
    if (field.kind === 'image') {
      return (
        <Controller
          key={field.key}
          control={form.control}
          name={name}
          render={({ field: control, fieldState }) => (
            <ImageUploadField
              inputRef={control.ref}
              label={fieldTexts.fieldLabel(field, kind)}
              value={(control.value as string | undefined) ?? ''}
              onUploaded={(link) => form.setValue(name, link, { shouldValidate: true, shouldTouch: true })}
              onError={(message) => form.setError(name, { message })}
              onBlur={control.onBlur}
              onUploadStarted={trackUpload}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    }
    return (
      <Field key={field.key} label={fieldTexts.fieldLabel(field, kind)} error={errorOf(field.key)}>
        {(control) => {
          if (field.kind === 'textarea') return <textarea {...control} rows={2} {...form.register(name)} />;
          if (field.kind === 'membership-type') {
            return (
              <select {...control} {...form.register(name)}>
                <option value="" disabled>
                  {t('selectMembershipType')}
                </option>
                {/* The value is the type's own name, which the form sends, in either language. */}
                {membershipTypes.map((type) => (
                  <option key={type} value={type}>
                    {fieldTexts.membershipType(type)}
                  </option>
                ))}
              </select>
            );
          }
          if (field.kind === 'taka') {
            return <input {...control} type="number" min={0} inputMode="numeric" {...form.register(name, { valueAsNumber: true })} />;
          }
          return <input {...control} type={field.kind} autoComplete={field.autoComplete} {...form.register(name)} />;
        }}
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      {sections.map((section) => (
        <fieldset key={section.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
          <legend className="float-left mb-5 w-full font-serif text-2xl text-fairway-800">{fieldTexts.sectionTitle(section)}</legend>
          <div className="clear-both grid gap-5 sm:grid-cols-2">{section.fields.filter(isSingleControl).map(renderField)}</div>
          {section.fields.filter((field) => field.kind === 'children').map((field) => (
            <div key={field.key} className="mt-6">
              <h3 className="font-sans text-base font-semibold text-fairway-800">{fieldTexts.fieldLabel(field, kind)}</h3>
              <ul className="mt-3 space-y-4">
                {children.fields.map((child, index) => (
                  <li key={child.id} className="grid gap-4 rounded-xl bg-cream p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
                    <Field label={t('childName', { number: index + 1 })} error={(errors.children as { name?: { message?: string } }[] | undefined)?.[index]?.name?.message}>
                      {(control) => <input {...control} {...form.register(`children.${index}.name` as Path<Values>)} />}
                    </Field>
                    <Field label={t('childDateOfBirth', { number: index + 1 })}>
                      {(control) => <input {...control} type="date" {...form.register(`children.${index}.dob` as Path<Values>)} />}
                    </Field>
                    <Field label={t('childRelationship', { number: index + 1 })}>
                      {(control) => <input {...control} {...form.register(`children.${index}.gender` as Path<Values>)} />}
                    </Field>
                    {children.fields.length > 1 && (
                      <Button variant="ghost" onClick={() => children.remove(index)} aria-label={t('removeChild', { number: index + 1 })}>
                        <Trash2 aria-hidden="true" className="size-4" /> {t('remove')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              <Button variant="secondary" className="mt-4" onClick={addChild}>
                <Plus aria-hidden="true" className="size-4" /> {t('addChild')}
              </Button>
            </div>
          ))}
        </fieldset>
      ))}
      <div className="flex flex-col items-stretch gap-3 sm:items-start">
        <Button type="submit" disabled={isSending} className="min-w-48">
          {isSending ? t('processing') : t('register')}
        </Button>
        <ButtonLink to="/checkout" variant="secondary" className="min-w-48">
          {t('payNow')}
        </ButtonLink>
      </div>
    </form>
  );
}
