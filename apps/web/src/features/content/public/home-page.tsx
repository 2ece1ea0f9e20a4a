import { classifyEvent } from '@rgcc/shared/content/event-dates';
import { compareIso } from '@rgcc/shared/format/iso-order';
import { heroPosterImage, homeBannerVideo, videoUrl } from '@rgcc/shared/content/media-variants';
import type { Announcement, ClubEvent } from '@rgcc/shared/content/content';
import { Pause, Play } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { AboutSection } from '@/components/club-content/about-section';
import { CourseStatusNotice } from '@/components/club-content/course-status-notice';
import { LeadershipGrid } from '@/components/club-content/leadership-grid';
import { ServicesCarousel } from '@/components/club-content/services-carousel';
import { SponsorsCarousel } from '@/components/club-content/sponsors-carousel';
import { MissionSection, VisionSection } from '@/components/club-content/statement-section';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { clubName, clubShortName } from '@/lib/club';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClubToday } from '@/lib/use-club-today';
import { useTexts } from '@/lib/texts';
import { homeTexts } from './home-texts';
import type { homeLoader } from './home-api';
import { EventsCarousel } from './events-carousel';

/**
 * The video starts only after the page has loaded, so it never competes with the poster (the
 * page's largest paint) or the code for bandwidth; until then the poster shows through.
 */
function useAfterPageLoad(): boolean {
  // Starts false everywhere, so a server-rendered page hydrates to the same markup.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

function Banner() {
  const showVideo = useAfterPageLoad();
  const t = useTexts(homeTexts);
  return (
    <section aria-labelledby="home-headline" className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-fairway-900">
      <Picture
        mediaKey={heroPosterImage.key}
        alt=""
        sizes="100vw"
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {showVideo && (
        // Decorative: it repeats the poster's scene in motion and carries no information.
        <video
          aria-hidden="true"
          tabIndex={-1}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          src={videoUrl(homeBannerVideo)}
          className="absolute inset-0 -z-20 size-full object-cover motion-reduce:hidden"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-fairway-900/70 via-fairway-900/45 to-fairway-900/80" />
      <div className="mx-auto w-full max-w-6xl px-4 pt-24 pb-16 text-cream">
        {/* First thing on the page when the course is restricted or closed: nobody drives out to a flooded course. */}
        <CourseStatusNotice className="mb-8 max-w-xl" />
        <p className="text-sm font-semibold tracking-[0.25em] text-sand-300 uppercase sm:text-base">{t('welcome', { club: clubName })}</p>
        <h1 id="home-headline" className="mt-4 max-w-3xl text-4xl leading-tight text-cream sm:text-6xl">
          {t('headline')}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-fairway-50 sm:text-xl">{t('tagline')}</p>
        <div className="mt-10">
          <ButtonLink to="/membership" variant="light" className="px-8 py-3.5 text-base">
            {t('getMembership')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function MarqueeCopy({ announcements, hidden }: { announcements: Announcement[]; hidden?: boolean }) {
  // Two runs per copy keep the strip full on wide screens; only the very first is read out, and
  // only its links take the keyboard's focus.
  return (
    <div aria-hidden={hidden} className="flex shrink-0 items-center">
      {[0, 1].map((repeat) => {
        const readOut = !hidden && repeat === 0;
        return (
          <p key={repeat} aria-hidden={readOut || hidden ? undefined : true} className="flex shrink-0 items-center">
            {announcements.map((announcement) => (
              <span key={announcement.id} className="flex items-center">
                {announcement.eventId !== null && readOut ? (
                  <Link to={`/events/${announcement.eventId}`} className="px-6 whitespace-nowrap underline underline-offset-4">
                    {announcement.message}
                  </Link>
                ) : (
                  <span className="px-6 whitespace-nowrap">{announcement.message}</span>
                )}
                {/* A drawn diamond, not the character: the site's fonts have no glyph for it. */}
                <span aria-hidden="true" className="size-2 shrink-0 rotate-45 bg-sand-700" />
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}

/**
 * A moving strip of the announcements of the club's today; it stops while the pointer rests on it,
 * or for good with its button. With none, there is no strip: a past announcement stops by itself.
 */
function Marquee({ announcements }: { announcements: Announcement[] }) {
  const [stopped, setStopped] = useState(false);
  const today = useClubToday();
  const t = useTexts(homeTexts);
  const current = announcements.filter((announcement) => announcement.startsOn <= today && today <= announcement.endsOn);
  if (current.length === 0) return null;
  return (
    <section aria-label={t('announcements')} className="group relative flex items-center overflow-hidden bg-sand-300 py-3.5 font-semibold text-fairway-900">
      <div
        data-testid="marquee-track"
        className={`flex w-max animate-marquee group-hover:[animation-play-state:paused] ${stopped ? '[animation-play-state:paused]' : ''}`}
      >
        <MarqueeCopy announcements={current} />
        <MarqueeCopy announcements={current} hidden />
      </div>
      <button
        type="button"
        aria-pressed={stopped}
        aria-label={t('pauseAnnouncements')}
        onClick={() => setStopped(!stopped)}
        className="absolute right-2 flex size-9 items-center justify-center rounded-full bg-fairway-800 text-cream hover:bg-fairway-700"
      >
        {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      </button>
    </section>
  );
}

/** What is on and coming first (soonest first), then the season's past tournaments (latest first). */
function homeOrder(events: ClubEvent[], today: string): ClubEvent[] {
  const current = events.filter((event) => classifyEvent(event, today) !== 'past').sort((a, b) => compareIso(a.startsOn, b.startsOn));
  const past = events.filter((event) => classifyEvent(event, today) === 'past').sort((a, b) => compareIso(b.startsOn, a.startsOn));
  return [...current, ...past];
}

function HomeEvents({ events }: { events: ClubEvent[] }) {
  const today = useClubToday();
  const t = useTexts(homeTexts);
  const ordered = useMemo(() => homeOrder(events, today), [events, today]);
  return (
    <div className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">{t('tournaments')}</p>
        <EventsCarousel title={t('golfTournaments')} events={ordered} />
      </div>
    </div>
  );
}

export function HomePage() {
  const { announcements, events, leaders, sponsors } = useLoaderData<typeof homeLoader>();
  const t = useTexts(homeTexts);
  useDocumentTitle('');
  return (
    <>
      {/* Each section hydrates in a task of its own: together they were the longest task of the
          page's load on a phone. */}
      <Suspense>
        <Banner />
      </Suspense>
      <Suspense>
        <Marquee announcements={announcements} />
      </Suspense>
      <Suspense>
        <AboutSection title={t('aboutClub', { club: clubShortName })} eyebrow={t('ourStory')} />
      </Suspense>
      <Suspense>
        <MissionSection eyebrow={t('whatDrivesUs')} className="bg-white" />
      </Suspense>
      <Suspense>
        <VisionSection eyebrow={t('whereWeAreGoing')} />
      </Suspense>
      <Suspense>
        <Section wide title={t('ourServices')} eyebrow={t('atTheClub')} id="services" className="bg-fairway-50">
          <ServicesCarousel />
        </Section>
      </Suspense>
      <Suspense>
        <HomeEvents events={events} />
      </Suspense>
      <Suspense>
        <Section title={t('leadershipTeam')} eyebrow={t('theCommittee')} id="leadership" className="bg-white">
          <LeadershipGrid leaders={leaders} />
        </Section>
      </Suspense>
      <Suspense>
        <Section title={t('ourSponsors')} eyebrow={t('withThanks')} id="sponsors">
          <SponsorsCarousel sponsors={sponsors} />
        </Section>
      </Suspense>
      <Suspense>
        <section aria-labelledby="join-heading" className="bg-fairway-800 px-4 py-20 text-center text-cream">
          <h2 id="join-heading" className="mx-auto max-w-2xl text-3xl text-cream sm:text-4xl">
            {t('joinHeading')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-fairway-100">{t('joinText')}</p>
          <ButtonLink to="/membership" variant="light" className="mt-8 px-8 py-3.5 text-base">
            {t('seeFees')}
          </ButtonLink>
        </section>
      </Suspense>
    </>
  );
}
