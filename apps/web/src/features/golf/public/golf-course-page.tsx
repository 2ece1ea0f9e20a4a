import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { CourseStatusNotice } from '@/components/club-content/course-status-notice';
import { Modal } from '@/components/ui/modal';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { Slideshow } from '@/components/ui/slideshow';
import { golfCourseSlides } from '@rgcc/shared/content/media-variants';
import type { Hole } from '@rgcc/shared/content/content';
import type { golfCourseLoader } from './api';
import { TeeRatings } from './tee-ratings';
import { formatNumber, localeDigits } from '@rgcc/shared/format/number';
import type { Locale } from '@rgcc/shared/format/locale';
import { useLocale } from '@/lib/use-locale';
import { useTexts, type TextKey } from '@/lib/texts';
import { golfCourseTexts } from './golf-course-texts';

type GolfCourseText = TextKey<typeof golfCourseTexts>;

/** Each slide's description in the page's language (the shared list holds the English). */
const slideAlts: Readonly<Record<string, GolfCourseText>> = {
  'course/slide-1': 'slideOpeningFairway',
  'course/slide-2': 'slideRaisedGreen',
  'course/slide-3': 'slideTallTrees',
};

const sum = (holes: Hole[], pick: (hole: Hole) => number) => holes.reduce((total, hole) => total + pick(hole), 0);

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-cream px-4 py-3">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="font-serif text-2xl text-fairway-800">{value}</dd>
    </div>
  );
}

export function GolfCoursePage() {
  const t = useTexts(golfCourseTexts);
  const locale = useLocale();
  const { holes, tees } = useLoaderData<typeof golfCourseLoader>();
  const [shownHole, setShownHole] = useState<Hole | null>(null);
  const slides = golfCourseSlides.map((slide) => {
    const alt = slideAlts[slide.key];
    return alt ? { ...slide, alt: t(alt) } : slide;
  });

  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('pageEyebrow')}>
        {t('pageIntro')}
      </PageHeader>

      <Section className="bg-cream">
        <CourseStatusNotice showOpen className="mb-8" />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <Slideshow images={slides} label={t('courseViews')} />
          <aside aria-labelledby="course-glance-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
            <h2 id="course-glance-heading" className="text-2xl sm:text-3xl">
              {t('atAGlance')}
            </h2>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              <Fact term={t('holes')} value={formatNumber(holes.length, locale)} />
              <Fact term={t('par')} value={formatNumber(sum(holes, (hole) => hole.par), locale)} />
              <Fact term={t('mensTees')} value={t('yards', { yards: sum(holes, (hole) => hole.menDistanceYards) })} />
              <Fact term={t('womensTees')} value={t('yards', { yards: sum(holes, (hole) => hole.womenDistanceYards) })} />
            </dl>
            <p className="mt-6 text-ink-muted">{t('glanceNote')}</p>
          </aside>
        </div>
      </Section>

      <Section title={t('scorecard')} eyebrow={t('courseGuide')} id="scorecard" className="bg-white">
        <>
          <Scorecard holes={holes} />
          {tees.length > 0 && (
            <>
              <h3 className="mt-14 mb-6 text-2xl sm:text-3xl">{t('teesAndRatings')}</h3>
              <TeeRatings tees={tees} />
            </>
          )}
          <h3 className="mt-14 mb-6 text-2xl sm:text-3xl">{t('holeByHole')}</h3>
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('holes')}>
            {holes.map((hole) => (
              <li key={hole.number} className="flex flex-col rounded-2xl bg-cream p-6 ring-1 ring-fairway-100" data-testid="hole">
                <div className="flex items-baseline justify-between gap-4">
                  <h4 className="font-serif text-2xl text-fairway-800">{t('holeNumber', { number: hole.number })}</h4>
                  <span className="rounded-full bg-fairway-700 px-3 py-1 text-sm font-semibold text-cream">{t('parOf', { par: hole.par })}</span>
                </div>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                  <div className="rounded-lg bg-white px-2 py-2">
                    <dt className="text-xs text-ink-muted">{t('men')}</dt>
                    <dd className="font-semibold text-fairway-800">{t('yards', { yards: hole.menDistanceYards })}</dd>
                  </div>
                  <div className="rounded-lg bg-white px-2 py-2">
                    <dt className="text-xs text-ink-muted">{t('women')}</dt>
                    <dd className="font-semibold text-fairway-800">{t('yards', { yards: hole.womenDistanceYards })}</dd>
                  </div>
                  <div className="rounded-lg bg-white px-2 py-2">
                    <dt className="text-xs text-ink-muted">{t('handicap')}</dt>
                    <dd className="font-semibold text-fairway-800">{formatNumber(hole.handicapIndex, locale)}</dd>
                  </div>
                </dl>
                <p className="mt-4 flex-1 text-ink">{hole.description}</p>
                <button
                  type="button"
                  onClick={() => setShownHole(hole)}
                  className="mt-5 inline-flex items-center gap-2 self-start rounded-full border-2 border-fairway-700 px-5 py-2 text-sm font-semibold text-fairway-800 hover:bg-fairway-50"
                >
                  <ImageIcon aria-hidden="true" className="size-4" /> {t.rich('seeImage', { hidden: (chunks) => <span className="sr-only">{chunks}</span> }, { number: hole.number })}
                </button>
              </li>
            ))}
          </ol>
        </>
      </Section>

      <Modal
        open={shownHole !== null}
        onOpenChange={(open) => !open && setShownHole(null)}
        title={shownHole ? t('holeDialogTitle', { number: shownHole.number, par: shownHole.par }) : t('hole')}
        size="xl"
      >
        {shownHole && (
          <figure>
            <Picture
              mediaKey={shownHole.image}
              alt={t('holeImageAlt', { number: shownHole.number })}
              sizes="(min-width: 1024px) 850px, 95vw"
              loading="eager"
              className="w-full rounded-xl bg-sand-100 object-cover"
            />
            <figcaption className="mt-3 text-ink-muted">
              {t('holeCaption', {
                men: shownHole.menDistanceYards,
                women: shownHole.womenDistanceYards,
                handicap: shownHole.handicapIndex,
                description: shownHole.description,
              })}
            </figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}

/**
 * The scorecard's figures in the page's digits, ungrouped as a card prints them (a nine's yards
 * stay "3012", as the course guide and the tests read them).
 */
const figure = (value: number, locale: Locale) => localeDigits(String(value), locale);

function Scorecard({ holes }: { holes: Hole[] }) {
  const t = useTexts(golfCourseTexts);
  const locale = useLocale();
  const rows: { id: string; label: GolfCourseText; pick: (hole: Hole) => number; total: boolean }[] = [
    { id: 'par', label: 'par', pick: (hole) => hole.par, total: true },
    { id: 'men-yards', label: 'rowMenYards', pick: (hole) => hole.menDistanceYards, total: true },
    { id: 'women-yards', label: 'rowWomenYards', pick: (hole) => hole.womenDistanceYards, total: true },
    { id: 'handicap-index', label: 'rowHandicapIndex', pick: (hole) => hole.handicapIndex, total: false },
  ];
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted sm:hidden">{t('swipeHint')}</p>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-fairway-100" role="region" aria-labelledby="scorecard-caption" tabIndex={0}>
        <table className="w-full min-w-[38rem] border-collapse text-center tabular-nums">
          <caption id="scorecard-caption" className="sr-only">
            {t('scorecardCaption')}
          </caption>
          <thead>
            <tr className="bg-fairway-800 text-cream">
              <th scope="col" className="sticky left-0 bg-fairway-800 px-3 py-3 text-left font-semibold">
                {t('hole')}
              </th>
              {holes.map((hole) => (
                <th key={hole.number} scope="col" className="px-2 py-3 font-semibold">
                  {figure(hole.number, locale)}
                </th>
              ))}
              <th scope="col" className="bg-fairway-900 px-3 py-3 font-semibold">
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-fairway-100 odd:bg-cream even:bg-white" data-row={row.id}>
                <th scope="row" className="sticky left-0 bg-inherit px-3 py-3 text-left font-semibold whitespace-nowrap text-fairway-800">
                  {t(row.label)}
                </th>
                {holes.map((hole) => (
                  <td key={hole.number} className="px-2 py-3">
                    {figure(row.pick(hole), locale)}
                  </td>
                ))}
                <td className="bg-sand-100 px-3 py-3 font-semibold text-fairway-800">{row.total ? figure(sum(holes, row.pick), locale) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
