import { applicantCategories } from '@rgcc/shared/membership/membership';
import { memberStatusLabels } from '@rgcc/shared/membership/member-constants';
import { booleanWords } from '../../../http/csv';

/** The members' list as staff download it. */
export const memberCsvHeader = ['Member ID', 'Name', 'Email', 'Category', 'Status', 'Paid', 'Joined'] as const;
/** The headings and words of this CSV, each of which has its Bangla (apps/server/test/csv-words.test.ts). */
export const memberCsvWords = [...memberCsvHeader, ...applicantCategories, ...Object.values(memberStatusLabels), ...Object.values(booleanWords)];
