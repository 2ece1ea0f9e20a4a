import { handicapSourceLabels } from '@rgcc/shared/golf/golf-constants';
import { directoryContactHidden } from '@rgcc/shared/golf/course-constants';
import { formatHandicapIndex } from '@rgcc/shared/format/golf-numbers';
// Types only: the schema module would pull zod into the page's first load.
import type { DirectoryMember } from '@rgcc/shared/golf/course';

/** "12.4 (Federation index)", "+2.1 (Club estimate)", or "None yet". */
export function handicapText(member: Pick<DirectoryMember, 'handicapIndex' | 'handicapSource'>): string {
  if (member.handicapIndex === null || member.handicapSource === null) return 'None yet';
  return `${formatHandicapIndex(Math.round(member.handicapIndex * 10))} (${handicapSourceLabels[member.handicapSource]})`;
}

/** The member's email and mobile as links, or that they keep them to themselves. */
export function Contact({ member }: { member: Pick<DirectoryMember, 'email' | 'mobile'> }) {
  if (member.email === null && member.mobile === null) return <span className="text-ink-muted">{directoryContactHidden}</span>;
  return (
    <span className="flex flex-col">
      {member.email && (
        <a href={`mailto:${member.email}`} className="text-river-700 underline underline-offset-4 wrap-anywhere">
          {member.email}
        </a>
      )}
      {member.mobile && (
        <a href={`tel:${member.mobile}`} className="text-river-700 underline underline-offset-4">
          {member.mobile}
        </a>
      )}
    </span>
  );
}
