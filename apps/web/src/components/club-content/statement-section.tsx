import { missionStatement, visionStatement } from '@rgcc/shared/content/club-story';
import { missionImage, visionImage, type PageImage } from '@rgcc/shared/content/media-variants';
import { Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';

interface StatementProps {
  id: string;
  title: string;
  eyebrow?: string;
  lead: string;
  points: readonly string[];
  image: PageImage;
  /** Puts the photograph on the left, so two sections in a row alternate. */
  imageFirst?: boolean;
  className?: string;
  imageLoading?: 'eager' | 'lazy';
}

function StatementSection({ id, title, eyebrow, lead, points, image, imageFirst = false, className = '', imageLoading = 'lazy' }: StatementProps) {
  return (
    <Section title={title} eyebrow={eyebrow} id={id} className={className}>
      <div className="grid gap-10 md:grid-cols-2 md:items-center lg:gap-14">
        <div className={imageFirst ? 'md:order-2' : ''}>
          <p className="font-serif text-2xl leading-relaxed text-fairway-800 sm:text-[1.75rem]">{lead}</p>
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="border-l-4 border-sand-500 bg-white/80 py-3 pr-4 pl-5 text-ink">
                {point}
              </li>
            ))}
          </ul>
        </div>
        <Picture
          mediaKey={image.key}
          alt={image.alt}
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

export function MissionSection({ title = 'Our Mission', ...options }: SectionOptions) {
  return <StatementSection id="mission" title={title} lead={missionStatement.lead} points={missionStatement.points} image={missionImage} {...options} />;
}

export function VisionSection({ title = 'Our Vision', ...options }: SectionOptions) {
  return (
    <StatementSection id="vision" title={title} lead={visionStatement.lead} points={visionStatement.points} image={visionImage} imageFirst {...options} />
  );
}
