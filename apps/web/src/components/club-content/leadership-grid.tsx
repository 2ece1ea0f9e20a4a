import type { Leader } from '@rgcc/shared/content/content';
import { Picture } from '@/components/ui/picture';
import { useTexts } from '@/lib/texts';
import { leadershipAndSponsorsTexts } from './leadership-and-sponsors-texts';

function LeaderCard({ leader, loading }: { leader: Leader; loading: 'eager' | 'lazy' }) {
  const t = useTexts(leadershipAndSponsorsTexts);
  if (leader.featured) {
    return (
      <article className="mx-auto flex w-full max-w-3xl flex-col overflow-hidden rounded-3xl bg-fairway-800 text-cream shadow-lg sm:flex-row">
        <Picture
          mediaKey={leader.image}
          alt={t('portraitOf', { name: leader.name })}
          sizes="(min-width: 640px) 320px, 92vw"
          loading={loading}
          className="aspect-[4/5] w-full object-cover sm:w-80"
        />
        <div className="flex flex-col justify-center gap-3 p-8 sm:p-10">
          <p className="text-sm font-semibold tracking-[0.2em] text-sand-300 uppercase">{leader.title}</p>
          <h3 className="text-3xl text-cream sm:text-4xl">{leader.name}</h3>
          <p className="text-fairway-100">{t('presidentBlurb')}</p>
        </div>
      </article>
    );
  }
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
      <Picture
        mediaKey={leader.image}
        alt={t('portraitOf', { name: leader.name })}
        sizes="(min-width: 1024px) 200px, (min-width: 768px) 30vw, 45vw"
        loading={loading}
        className="aspect-[4/5] w-full object-cover"
      />
      <div className="px-4 py-4">
        <h3 className="text-lg leading-snug">{leader.name}</h3>
        <p className="mt-1 text-sm font-semibold text-river-700">{leader.title}</p>
      </div>
    </article>
  );
}

/** The office holders; the President (the featured leader) leads the page in a larger card. */
export function LeadershipGrid({ leaders, imageLoading = 'lazy' }: { leaders: Leader[]; imageLoading?: 'eager' | 'lazy' }) {
  const t = useTexts(leadershipAndSponsorsTexts);
  const ordered = [...leaders.filter((leader) => leader.featured), ...leaders.filter((leader) => !leader.featured)];
  return (
    <ul aria-label={t('leadershipTeam')} className="grid grid-cols-2 gap-5 md:grid-cols-3 lg:grid-cols-5">
      {ordered.map((leader) => (
        <li key={leader.id} data-featured={leader.featured} className={leader.featured ? 'col-span-full mb-4' : ''}>
          <LeaderCard leader={leader} loading={imageLoading} />
        </li>
      ))}
    </ul>
  );
}
