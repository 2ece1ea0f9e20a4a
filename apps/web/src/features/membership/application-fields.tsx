import { formatAnswerDate, formatValue, groupsFor, isBlank, type ChildEntry, type FieldLabel } from '@rgcc/shared/membership/application-answers';
import { useLocale } from '@/lib/use-locale';
import { useApplicationTexts } from './application-fields-texts';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8';

/** An application's answers in the form's groups, each a card: the staff console and the member's Profile. */
export function ApplicationFieldGroups({ details }: { details: Record<string, unknown> }) {
  const texts = useApplicationTexts();
  return (
    <>
      {groupsFor(details).map((group) => (
        <section key={group.title} aria-labelledby={`group-${group.title}`} className={card}>
          <h2 id={`group-${group.title}`} className="mb-4 text-2xl">
            {texts.groupTitle(group.title)}
          </h2>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <div key={field.key} className={field.format === 'children' ? 'sm:col-span-2' : ''}>
                <dt className="text-sm font-semibold text-fairway-800">{texts.displayLabel(field.key)}</dt>
                {/* wrap-anywhere, not break-words: an email address is one long word, and only this
                    lets the column narrow to a phone's width instead of widening the page. */}
                <dd className="mt-1 whitespace-pre-line wrap-anywhere">
                  <FieldValue field={field} value={details[field.key]} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function FieldValue({ field, value }: { field: FieldLabel; value: unknown }) {
  const locale = useLocale();
  const texts = useApplicationTexts();
  if (isBlank(value)) return <span className="text-ink-muted">{texts.t('notGiven')}</span>;
  if (field.format === 'children' && Array.isArray(value)) {
    return (
      <ul className="space-y-1">
        {(value as ChildEntry[]).map((child, index) => (
          <li key={index}>
            <span className="font-semibold">{child.name || texts.t('unnamedChild', { number: index + 1 })}</span>
            {child.gender && `, ${child.gender}`}
            {child.dob && texts.t('childBorn', { date: formatAnswerDate(child.dob, locale) })}
          </li>
        ))}
      </ul>
    );
  }
  // The chosen category and type are the club's own words: shown in the page's language.
  if (field.key === 'category' && typeof value === 'string') return <>{texts.category(value)}</>;
  if (field.key === 'membershipType' && typeof value === 'string') return <>{texts.membershipType(value)}</>;
  return <>{formatValue(value, locale, field.format)}</>;
}
