import { isCalendarDate, isoDatePattern } from '../format/club-date';
import { banglaTextsSchema, banglaTextsViewSchema } from './bangla-texts-schema';
import { mediaKeyPattern } from './media-variants';
import { text } from '../common/text';
import { pagedListSchema } from '../common/page-query';
import { listQuerySchema } from '../common/list-query';
import { eventListFilters, maxEventPhotos } from './club-events-constants';
import { z } from '../common/zod';

/** The staff console's event and announcement forms: one schema each, for the form and the server. */


export const titleRequiredMessage = 'Title is required';
export const startDateRequiredMessage = 'Start date is required';
export const endBeforeStartMessage = 'End date must be on or after the start date';
export const photoMissingMessage = 'A photo could not be found. Please upload it again.';
export const announcementMessageRequired = 'Message is required';
export const announcementStartRequired = 'First day is required';
export const announcementEndRequired = 'Last day is required';
export const announcementEndBeforeStartMessage = 'The last day must be on or after the first day';

const requiredDay = (message: string, label: string) =>
  text({ error: message }).trim().regex(isoDatePattern, message).refine(isCalendarDate, { message: `${label} must be a real date`, abort: true });

export const eventPhotoSchema = z.object({
  image: text().regex(mediaKeyPattern, photoMissingMessage),
  caption: text().trim().max(200, 'A caption is limited to 200 characters'),
  /** Left out: the photo keeps the Bangla it had while its image and caption stay the same. */
  bn: banglaTextsSchema([{ name: 'caption', label: 'Caption', max: 200 }]).optional(),
});

export const eventFormSchema = z
  .object({
    title: text({ error: titleRequiredMessage }).trim().min(1, titleRequiredMessage).max(120, 'Title is limited to 120 characters'),
    startsOn: requiredDay(startDateRequiredMessage, 'Start date'),
    /** Empty for a single day. */
    endsOn: text().trim().refine((value) => value === '' || isCalendarDate(value), { message: 'End date must be a real date', abort: true }),
    description: text().trim().max(5000, 'Description is limited to 5000 characters'),
    photos: z.array(eventPhotoSchema).max(maxEventPhotos, `An event has at most ${maxEventPhotos} photos`),
    /** Left out: an update keeps the Bangla it has. */
    bn: banglaTextsSchema([
      { name: 'title', label: 'Title', max: 120 },
      { name: 'description', label: 'Description', max: 5000 },
    ]).optional(),
  })
  .refine((event) => event.endsOn === '' || event.endsOn >= event.startsOn, { message: endBeforeStartMessage, path: ['endsOn'] });
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;

export const eventListQuerySchema = listQuerySchema(eventListFilters);
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** `GET /api/admin/events`: a page of events. */
export const eventSummarySchema = z.object({ id: z.number(), title: z.string(), date: z.string(), startsOn: z.string(), endsOn: z.string(), photoCount: z.number() });
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const eventListSchema = pagedListSchema(eventSummarySchema);
export type EventList = z.infer<typeof eventListSchema>;

/** One event as its form edits it, and as the console's event endpoints answer it. */
export const staffEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  description: z.string(),
  photos: z.array(z.object({ image: z.string(), caption: z.string(), bn: banglaTextsViewSchema })),
  bn: banglaTextsViewSchema,
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

export const announcementFormSchema = z
  .object({
    message: text({ error: announcementMessageRequired }).trim().min(1, announcementMessageRequired).max(200, 'The message is limited to 200 characters'),
    startsOn: requiredDay(announcementStartRequired, 'First day'),
    endsOn: requiredDay(announcementEndRequired, 'Last day'),
    visible: z.boolean({ error: 'Say whether it shows' }),
    eventId: z.number().int().positive().nullable(),
    /** Left out: an update keeps the Bangla it has. */
    bn: banglaTextsSchema([{ name: 'message', label: 'Message', max: 200 }]).optional(),
  })
  .refine((announcement) => announcement.endsOn >= announcement.startsOn, { message: announcementEndBeforeStartMessage, path: ['endsOn'] });
export type AnnouncementFormInput = z.input<typeof announcementFormSchema>;
export type AnnouncementForm = z.output<typeof announcementFormSchema>;

/** A home page announcement as the console lists and edits it, with its event's title. */
export const staffAnnouncementSchema = z.object({
  id: z.number(),
  message: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  visible: z.boolean(),
  eventId: z.number().nullable(),
  eventTitle: z.string().nullable(),
  bn: banglaTextsViewSchema,
});
export type StaffAnnouncement = z.infer<typeof staffAnnouncementSchema>;
