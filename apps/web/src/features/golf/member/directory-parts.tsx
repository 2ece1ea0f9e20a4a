import { directoryContactHidden } from '@rgcc/shared/golf/course-constants';
import { estimatedIndexLabel, formatIndex, officialIndexLabel } from '@rgcc/shared/golf/handicap-record-constants';
// Types only: the schema module would pull zod into the page's first load.
import type { DirectoryMember } from '@rgcc/shared/golf/course';

/** "12.4 (Federation index)", "+2.1 (Club estimate)", or "None yet". */
export function handicapText(member: Pick<DirectoryMember, 'handicapIndex' | 'handicapSource'>): string {
  if (member.handicapIndex === null || member.handicapSource === null) return 'None yet';
  return `${formatIndex(member.handicapIndex)} (${member.handicapSource === 'official' ? officialIndexLabel : estimatedIndexLabel})`;
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
