import { lazy, Suspense, useState } from 'react';
import { Field } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { applicationField } from '@rgcc/shared/membership/application-fields';
import { applicantCategories, applicationFormKind, type ApplicantCategory } from '@rgcc/shared/membership/membership';
import { useApplicationTexts } from '../application-fields-texts';
import { registrationTexts } from './registration-texts';

const categoryField = applicationField('category');

/**
 * The form of a category, shown once one is chosen: none is on the page the server sends, so its
 * code (react-hook-form, the fields' rules) is not either. It starts loading when the visitor
 * reaches for the category, to be there when they have chosen.
 */
const loadApplicationForm = () => import('./application-form');
const ApplicationForm = lazy(() => loadApplicationForm().then((module) => ({ default: module.ApplicationForm })));
const startLoadingForm = () => void loadApplicationForm();

/** `/membership-registration` (spec 2.5): choose a category, then fill in its form. */
export function RegistrationPage() {
  const t = useTexts(registrationTexts);
  const fieldTexts = useApplicationTexts();
  const [category, setCategory] = useState<ApplicantCategory | ''>('');
  const kind = category ? applicationFormKind(category) : null;
  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('joinTheClub')}>
        {t('intro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-4xl space-y-8">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
            <Field label={fieldTexts.fieldLabel(categoryField)}>
              {(control) => (
                <select
                  {...control}
                  value={category}
                  onFocus={startLoadingForm}
                  onPointerDown={startLoadingForm}
                  onChange={(event) => setCategory(event.target.value as ApplicantCategory | '')}
                >
                  <option value="">{t('selectCategory')}</option>
                  {/* The value is the category's own name, which the form sends, in either language. */}
                  {applicantCategories.map((option) => (
                    <option key={option} value={option}>
                      {fieldTexts.category(option)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {/* A new form, empty, for each kind: fields of one form do not carry into another. */}
          {category && kind && (
            <Suspense>
              <ApplicationForm key={kind} category={category} kind={kind} />
            </Suspense>
          )}
        </div>
      </Section>
    </>
  );
}
