import { defineTexts } from '@/lib/texts';
import type english from './locales/jobs.en.json';

/** The Jobs page's texts (what each queue does comes from the server, as it names them). */
export const jobsTexts = defineTexts<typeof english>('features/operations/staff/jobs', {
  en: () => import('./locales/jobs.en.json'),
  bn: () => import('./locales/jobs.bn.json'),
});
