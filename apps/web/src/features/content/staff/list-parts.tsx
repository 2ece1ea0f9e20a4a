import { Link } from '@/lib/links';
import type { ContentField, ContentList } from '@rgcc/shared/content/content-list-constants';
import type { ContentItem } from '@rgcc/shared/content/content-lists';
import { PageHeader, Section } from '@/components/ui/page-header';

export const listPathOf = (list: ContentList) => `/admin/content/${list.key}`;

/** The list's photo, logo or image, which the list shows beside each item. */
export const imageFieldOf = (list: ContentList) => list.fields.find((field): field is Extract<ContentField, { kind: 'image' }> => field.kind === 'image');

/** How an item is named in the list and in messages: its name or caption, or "Hole 3". */
export function itemLabel(list: ContentList, item: Pick<ContentItem, string>): string {
  const value = item[list.labelField];
  return typeof value === 'number' ? `${list.item.charAt(0).toUpperCase()}${list.item.slice(1)} ${value}` : String(value ?? '');
}

export function NotFound({ what }: { what: string }) {
  return (
    <>
      <PageHeader title={`${what} not found`} eyebrow="Staff console" inConsole />
      <Section className="bg-cream">
        <p role="alert" className="mx-auto max-w-3xl rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
          {what} not found. It may have been deleted. <Link to="/admin/content" className="font-semibold text-fairway-800 underline">Back to Content</Link>
        </p>
      </Section>
    </>
  );
}
