import { Link } from '@/lib/links';
import type { ContentField, ContentList } from '@rgcc/shared/content/content-list-constants';
import type { ContentItem } from '@rgcc/shared/content/content-lists';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { contentListsTexts, wordsOf, type ContentListsTranslate } from './content-lists-texts';

export const listPathOf = (list: ContentList) => `/admin/content/${list.key}`;

/** The list's photo, logo or image, which the list shows beside each item. */
export const imageFieldOf = (list: ContentList) => list.fields.find((field): field is Extract<ContentField, { kind: 'image' }> => field.kind === 'image');

/** How an item is named in the list and in messages: its name or caption, or "Hole 3". */
export function itemLabel(t: ContentListsTranslate, list: ContentList, item: Pick<ContentItem, string>): string {
  const value = item[list.labelField];
  return typeof value === 'number' ? t('numberedItem', { item: t(wordsOf(list).itemCapital), number: value }) : String(value ?? '');
}

export function NotFound({ what }: { what: string }) {
  const t = useTexts(contentListsTexts);
  return (
    <>
      <PageHeader title={t('notFoundTitle', { what })} eyebrow={t('staffConsole')} inConsole />
      <Section className="bg-cream">
        <p role="alert" className="mx-auto max-w-3xl rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
          {t.rich(
            'notFoundText',
            {
              link: (chunks) => (
                <Link to="/admin/content" className="font-semibold text-fairway-800 underline">
                  {chunks}
                </Link>
              ),
            },
            { what },
          )}
        </p>
      </Section>
    </>
  );
}
