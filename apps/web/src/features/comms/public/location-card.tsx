import { MapPin, Navigation } from 'lucide-react';
import { clubShortName, useClub } from '@/lib/club';
import { useTexts } from '@/lib/texts';
import { contactTexts } from './contact-texts';

const directionsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Ghaghat Bridge, Rangpur, Bangladesh')}`;

/**
 * A drawn sketch of the riverbank instead of an embedded map: nothing on the page loads from
 * another host, and the sketch says what matters (the river, the bridge, the club beside it).
 */
function SketchMap() {
  const t = useTexts(contactTexts);
  return (
    <svg
      viewBox="0 0 400 200"
      role="img"
      aria-label={t('sketchMapLabel')}
      className="block h-auto w-full"
    >
      <rect width="400" height="200" className="fill-fairway-50" />
      {/* Fairways on the club's side of the river. */}
      <ellipse cx="92" cy="60" rx="58" ry="22" transform="rotate(-12 92 60)" className="fill-fairway-100" />
      <ellipse cx="70" cy="140" rx="46" ry="18" transform="rotate(10 70 140)" className="fill-fairway-100" />
      <ellipse cx="300" cy="160" rx="62" ry="20" transform="rotate(-6 300 160)" className="fill-fairway-100" />
      <circle cx="128" cy="56" r="5" className="fill-fairway-200" />
      <circle cx="100" cy="142" r="5" className="fill-fairway-200" />
      {/* The river. */}
      <path d="M250 -10 C 215 45, 285 90, 215 130 S 190 190, 225 215" fill="none" strokeWidth="44" className="stroke-river-100" />
      <path d="M250 -10 C 215 45, 285 90, 215 130 S 190 190, 225 215" fill="none" strokeWidth="30" className="stroke-river-500" />
      {/* The road and the bridge across it. */}
      <path d="M0 100 H 400" fill="none" strokeWidth="8" className="stroke-sand-300" />
      <rect x="206" y="92" width="76" height="16" rx="3" className="fill-sand-500" />
      <path d="M210 92 V 108 M222 92 V 108 M234 92 V 108 M246 92 V 108 M258 92 V 108 M270 92 V 108" strokeWidth="2" className="stroke-sand-700" />
      <rect x="196" y="66" width="96" height="20" rx="10" className="fill-white" />
      <text x="244" y="80" textAnchor="middle" className="fill-ink font-sans text-[11px] font-semibold">
        {t('ghaghatBridge')}
      </text>
      <text x="300" y="40" className="fill-river-700 font-serif text-[13px] italic">
        {t('ghaghatRiver')}
      </text>
      {/* The club. */}
      <g transform="translate(150 74)">
        <path d="M0 26 C -11 12, -14 6, -14 0 A 14 14 0 0 1 14 0 C 14 6, 11 12, 0 26 Z" className="fill-fairway-800" />
        <circle r="5" className="fill-cream" />
      </g>
      <rect x="88" y="112" width="124" height="22" rx="11" className="fill-white" />
      <text x="150" y="127" textAnchor="middle" className="fill-fairway-800 font-sans text-[11px] font-semibold">
        {t('clubOnMap', { club: clubShortName })}
      </text>
    </svg>
  );
}

export function LocationCard() {
  const { details } = useClub();
  const t = useTexts(contactTexts);
  return (
    <section aria-labelledby="location-heading" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
      <SketchMap />
      <div className="flex gap-4 p-5">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-fairway-50 text-fairway-700">
          <MapPin className="size-5" />
        </span>
        <div>
          <h3 id="location-heading" className="font-sans text-sm font-semibold tracking-[0.15em] text-sand-700 uppercase">
            {t('location')}
          </h3>
          <p className="mt-2 font-semibold text-fairway-800">{details.location}</p>
          <address className="mt-1 text-sm text-ink-muted not-italic">
            {details.address.split('\n').map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a
            href={directionsHref}
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-river-700 underline underline-offset-4 hover:text-river-500"
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t('directions')}
          </a>
        </div>
      </div>
    </section>
  );
}
