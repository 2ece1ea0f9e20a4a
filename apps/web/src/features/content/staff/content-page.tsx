import { SectionHub } from '@/components/ui/section-hub';
import { useTexts, type TextKey } from '@/lib/texts';
import { contentLists } from '@rgcc/shared/content/content-list-constants';
import { clubSettingsTexts } from './club-settings-texts';
import { contentListsTexts, listWords } from './content-lists-texts';
import { listPathOf } from './list-parts';

type ClubSettingsText = TextKey<typeof clubSettingsTexts>;

/** The club's settings, each edited on its own page, before the content lists. */
const settingsAreas: readonly { to: string; label: ClubSettingsText; description: ClubSettingsText }[] = [
  { to: '/admin/content/course-status', label: 'courseStatus', description: 'courseStatusArea' },
  { to: '/admin/content/club-details', label: 'contactDetails', description: 'contactDetailsArea' },
  { to: '/admin/content/opening-hours', label: 'openingHours', description: 'openingHoursArea' },
];

/** `/admin/content`: the site's content areas, each a link to the page that edits it: the club's settings, then the content lists. */
export function ContentPage() {
  const t = useTexts(clubSettingsTexts);
  const lists = useTexts(contentListsTexts);
  const pages = [
    ...settingsAreas.map((area) => ({ to: area.to, label: t(area.label), description: t(area.description) })),
    ...contentLists.map((list) => ({ to: listPathOf(list), label: lists(listWords[list.key].title), description: lists(listWords[list.key].description) })),
  ];
  return <SectionHub title={t('content')} intro={t('contentIntro')} pages={pages} />;
}
