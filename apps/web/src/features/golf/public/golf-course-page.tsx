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
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';

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
  const locale = useLocale();
  const { holes, tees } = useLoaderData<typeof golfCourseLoader>();
  const [shownHole, setShownHole] = useState<Hole | null>(null);

  return (
    <>
      <PageHeader title="Golf Course" eyebrow="Nine holes on the Ghaghat">
        A riverside par-36 layout of tree-lined fairways, sandy waste areas and greens that reward a patient putt.
      </PageHeader>

      <Section className="bg-cream">
        <CourseStatusNotice showOpen className="mb-8" />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <Slideshow images={golfCourseSlides} label="Views of the golf course" />
          <aside aria-labelledby="course-glance-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
            <h2 id="course-glance-heading" className="text-2xl sm:text-3xl">
              At a glance
            </h2>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              <Fact term="Holes" value={String(holes.length)} />
              <Fact term="Par" value={String(sum(holes, (hole) => hole.par))} />
              <Fact term="Men's tees" value={`${formatNumber(sum(holes, (hole) => hole.menDistanceYards), locale)} yds`} />
              <Fact term="Women's tees" value={`${formatNumber(sum(holes, (hole) => hole.womenDistanceYards), locale)} yds`} />
            </dl>
            <p className="mt-6 text-ink-muted">Play the loop twice for a full eighteen. The river breeze picks up after lunch, so club up on the closing holes.</p>
          </aside>
        </div>
      </Section>

      <Section title="Scorecard" eyebrow="Course guide" id="scorecard" className="bg-white">
        <>
          <Scorecard holes={holes} />
          {tees.length > 0 && (
            <>
              <h3 className="mt-14 mb-6 text-2xl sm:text-3xl">Tees and ratings</h3>
              <TeeRatings tees={tees} />
            </>
          )}
          <h3 className="mt-14 mb-6 text-2xl sm:text-3xl">Hole by hole</h3>
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Holes">
            {holes.map((hole) => (
              <li key={hole.number} className="flex flex-col rounded-2xl bg-cream p-6 ring-1 ring-fairway-100" data-testid="hole">
                <div className="flex items-baseline justify-between gap-4">
                  <h4 className="font-serif text-2xl text-fairway-800">Hole {hole.number}</h4>
                  <span className="rounded-full bg-fairway-700 px-3 py-1 text-sm font-semibold text-cream">Par {hole.par}</span>
                </div>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                  <div className="rounded-lg bg-white px-2 py-2">
                    <dt className="text-xs text-ink-muted">Men</dt>
                    <dd className="font-semibold text-fairway-800">{hole.menDistanceYards} yds</dd>
                  </div>
                  <div className="rounded-lg bg-white px-2 py-2">
                    <dt className="text-xs text-ink-muted">Women</dt>
                    <dd className="font-semibold text-fairway-800">{hole.womenDistanceYards} yds</dd>
                  </div>
                  <div className="rounded-lg bg-white px-2 py-2">
                    <dt className="text-xs text-ink-muted">Handicap</dt>
                    <dd className="font-semibold text-fairway-800">{hole.handicapIndex}</dd>
                  </div>
                </dl>
                <p className="mt-4 flex-1 text-ink">{hole.description}</p>
                <button
                  type="button"
                  onClick={() => setShownHole(hole)}
                  className="mt-5 inline-flex items-center gap-2 self-start rounded-full border-2 border-fairway-700 px-5 py-2 text-sm font-semibold text-fairway-800 hover:bg-fairway-50"
                >
                  <ImageIcon aria-hidden="true" className="size-4" /> See Image<span className="sr-only"> of hole {hole.number}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      </Section>

      <Modal
        open={shownHole !== null}
        onOpenChange={(open) => !open && setShownHole(null)}
        title={shownHole ? `Hole ${shownHole.number} · Par ${shownHole.par}` : 'Hole'}
        size="xl"
      >
        {shownHole && (
          <figure>
            <Picture
              mediaKey={shownHole.image}
              alt={`Hole ${shownHole.number} seen from the tee`}
              sizes="(min-width: 1024px) 850px, 95vw"
              loading="eager"
              className="w-full rounded-xl bg-sand-100 object-cover"
            />
            <figcaption className="mt-3 text-ink-muted">
              {shownHole.menDistanceYards} yds (men) · {shownHole.womenDistanceYards} yds (women) · Handicap {shownHole.handicapIndex}. {shownHole.description}
            </figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}

function Scorecard({ holes }: { holes: Hole[] }) {
  const rows: { label: string; pick: (hole: Hole) => number; total: boolean }[] = [
    { label: 'Par', pick: (hole) => hole.par, total: true },
    { label: 'Men (yds)', pick: (hole) => hole.menDistanceYards, total: true },
    { label: 'Women (yds)', pick: (hole) => hole.womenDistanceYards, total: true },
    { label: 'Handicap index', pick: (hole) => hole.handicapIndex, total: false },
  ];
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted sm:hidden">Swipe the card sideways to see every hole.</p>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-fairway-100" role="region" aria-labelledby="scorecard-caption" tabIndex={0}>
        <table className="w-full min-w-[38rem] border-collapse text-center tabular-nums">
          <caption id="scorecard-caption" className="sr-only">
            Scorecard: par, distances and handicap index of each hole, with totals
          </caption>
          <thead>
            <tr className="bg-fairway-800 text-cream">
              <th scope="col" className="sticky left-0 bg-fairway-800 px-3 py-3 text-left font-semibold">
                Hole
              </th>
              {holes.map((hole) => (
                <th key={hole.number} scope="col" className="px-2 py-3 font-semibold">
                  {hole.number}
                </th>
              ))}
              <th scope="col" className="bg-fairway-900 px-3 py-3 font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-fairway-100 odd:bg-cream even:bg-white" data-row={row.label}>
                <th scope="row" className="sticky left-0 bg-inherit px-3 py-3 text-left font-semibold whitespace-nowrap text-fairway-800">
                  {row.label}
                </th>
                {holes.map((hole) => (
                  <td key={hole.number} className="px-2 py-3">
                    {row.pick(hole)}
                  </td>
                ))}
                <td className="bg-sand-100 px-3 py-3 font-semibold text-fairway-800">{row.total ? sum(holes, row.pick) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
