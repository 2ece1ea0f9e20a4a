import { missionImage, visionImage, type PageImage } from '@rgcc/shared/content/media-variants';
import { Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { useTexts, type TextKey } from '@/lib/texts';
import { clubStoryTexts } from './club-story-texts';

type StoryText = TextKey<typeof clubStoryTexts>;

interface StatementProps {
  id: string;
  title: string;
  eyebrow?: string;
  lead: StoryText;
  points: readonly StoryText[];
  image: PageImage;
  /** The photo's description, by its key in the catalogue. */
  imageDescription: StoryText;
  /** Puts the photograph on the left, so two sections in a row alternate. */
  imageFirst?: boolean;
  className?: string;
  imageLoading?: 'eager' | 'lazy';
}

function StatementSection({ id, title, eyebrow, lead, points, image, imageDescription, imageFirst = false, className = '', imageLoading = 'lazy' }: StatementProps) {
  const t = useTexts(clubStoryTexts);
  return (
    <Section title={title} eyebrow={eyebrow} id={id} className={className}>
      <div className="grid gap-10 md:grid-cols-2 md:items-center lg:gap-14">
        <div className={imageFirst ? 'md:order-2' : ''}>
          <p className="font-serif text-2xl leading-relaxed text-fairway-800 sm:text-[1.75rem]">{t(lead)}</p>
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="border-l-4 border-sand-500 bg-white/80 py-3 pr-4 pl-5 text-ink">
                {t(point)}
              </li>
            ))}
          </ul>
        </div>
        <Picture
          mediaKey={image.key}
          alt={t(imageDescription)}
          sizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw, 92vw"
          loading={imageLoading}
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
        />
      </div>
    </Section>
  );
}

interface SectionOptions {
  title?: string;
  eyebrow?: string;
  className?: string;
  imageLoading?: 'eager' | 'lazy';
}

const missionPoints: StoryText[] = ['missionCourse', 'missionReach', 'missionTournaments', 'missionNeighbours'];
const visionPoints: StoryText[] = ['visionCourse', 'visionJuniors', 'visionClubhouse'];

/** The club's mission, under "Our Mission" unless the page gives its own title. */
export function MissionSection({ title, ...options }: SectionOptions) {
  const t = useTexts(clubStoryTexts);
  return <StatementSection id="mission" title={title ?? t('ourMission')} lead="missionLead" points={missionPoints} image={missionImage} imageDescription="missionImageAlt" {...options} />;
}

export function VisionSection({ title, ...options }: SectionOptions) {
  const t = useTexts(clubStoryTexts);
  return <StatementSection id="vision" title={title ?? t('ourVision')} lead="visionLead" points={visionPoints} image={visionImage} imageDescription="visionImageAlt" imageFirst {...options} />;
}
