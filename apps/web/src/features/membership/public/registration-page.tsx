import { useState } from 'react';
import { Field } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { applicationField } from '@rgcc/shared/membership/application-fields';
import { applicantCategories, applicationFormKind, type ApplicantCategory } from '@rgcc/shared/membership/membership';
import { ApplicationForm } from './application-form';

const categoryField = applicationField('category');

/** `/membership-registration` (spec 2.5): choose a category, then fill in its form. */
export function RegistrationPage() {
  const [category, setCategory] = useState<ApplicantCategory | ''>('');
  const kind = category ? applicationFormKind(category) : null;
  return (
    <>
      <PageHeader title="Membership Registration" eyebrow="Join the club">
        Choose your category to see its application form. Images upload as you choose them.
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-4xl space-y-8">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
            <Field label={categoryField.label}>
              {(control) => (
                <select {...control} value={category} onChange={(event) => setCategory(event.target.value as ApplicantCategory | '')}>
                  <option value="">Select your category</option>
                  {applicantCategories.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {/* A new form, empty, for each kind: fields of one form do not carry into another. */}
          {category && kind && <ApplicationForm key={kind} category={category} kind={kind} />}
        </div>
      </Section>
    </>
  );
}
