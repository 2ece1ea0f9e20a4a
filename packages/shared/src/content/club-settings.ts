import { addressMaxLines, courseNoteMaxLength, courseStates, hoursRowsMax, type CourseState } from './club';
import { banglaText, banglaTexts, banglaTextsViewSchema } from './bangla-texts-schema';
import { text } from '../common/text';
import { settingsSavedSchema } from '../common/message-reply';
import { z } from '../common/zod';

/**
 * The club's settings that staff edit under Content: contact details, opening hours and the
 * course status. One schema per form, used by the form in the browser and by the server.
 */

export const clubPhoneMessage = 'Enter a phone number of 6 to 20 digits, spaces or dashes, such as +880 1712-345678.';
export const clubEmailMessage = 'Enter an email address, such as info@yourclub.com.';

const requiredText = (label: string, max: number) =>
  text({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const phone = (label: string) =>
  requiredText(label, 20).regex(/^\+?[0-9][0-9 -]{4,18}[0-9]$/, clubPhoneMessage);

const email = (label: string) => requiredText(label, 254).toLowerCase().pipe(z.email(clubEmailMessage));

/** A postal address, one line per line, at most `addressMaxLines`. */
const addressLines = (lines: z.ZodType<string, string>, label: string) =>
  lines
    .transform((value) =>
      value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .refine((value) => value.split('\n').length <= addressMaxLines, `${label} must be at most ${addressMaxLines} lines.`);

const oneLine = (line: z.ZodType<string, string>, label: string) => line.refine((value) => !value.includes('\n'), `${label} must be one line.`);

/**
 * The settings' texts that visitors read keep an optional Bangla beside the English
 * (content/bangla-texts.ts). Left out of a save, the Bangla already stored is kept where its
 * English is unchanged (the server's club-settings/settings-bangla.ts).
 */

export const clubDetailsSchema = z.object({
  phone: phone('Phone'),
  /** The restaurant's and the convention hall's pre-booking line. */
  bookingPhone: phone('Booking phone'),
  email: email('Email'),
  membershipEmail: email('Membership email'),
  /** One line per line of the postal address. */
  address: addressLines(requiredText('Address', 200), 'Address'),
  /** How to find the club, shown on the contact page's map card. */
  location: oneLine(requiredText('Location', 120), 'Location'),
  /** Where staff notifications go (new applications, messages, prebook requests); blank: the club's email. */
  notificationEmail: text()
    .trim()
    .max(254, clubEmailMessage)
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email(clubEmailMessage)])),
  bn: banglaTexts({
    address: addressLines(banglaText({ label: 'Address', max: 200 }), 'Address in Bangla'),
    location: oneLine(banglaText({ label: 'Location', max: 120 }), 'Location in Bangla'),
  }).optional(),
});
export type ClubDetailsInput = z.input<typeof clubDetailsSchema>;
export type ClubDetails = z.output<typeof clubDetailsSchema>;
/** What the public pages show: everything but the staff's notification address. */
export type PublicClubDetails = Omit<ClubDetails, 'notificationEmail'>;

const hoursRow = z.object({
  days: requiredText('Days', 40),
  hours: requiredText('Hours', 60),
  bn: banglaTexts({ days: banglaText({ label: 'Days', max: 40 }), hours: banglaText({ label: 'Hours', max: 60 }) }).optional(),
});
export type HoursRow = z.output<typeof hoursRow>;

const hoursRows = (place: string) =>
  z
    .array(hoursRow)
    .min(1, `Give at least one line of hours for ${place}.`)
    .max(hoursRowsMax, `Give at most ${hoursRowsMax} lines of hours for ${place}.`);

export const openingHoursSchema = z.object({
  club: hoursRows('the club office'),
  restaurant: hoursRows('the restaurant'),
  conventionHall: hoursRows('the convention hall'),
});
export type OpeningHoursInput = z.input<typeof openingHoursSchema>;
export type OpeningHours = z.output<typeof openingHoursSchema>;
export type HoursPlace = keyof OpeningHours;

export const courseNoteRequiredMessage: Record<Exclude<CourseState, 'open'>, string> = {
  restricted: 'Say what is restricted, e.g. "Holes 4 to 6 closed after rain; front nine open".',
  closed: 'Say why the course is closed and, if known, until when.',
};

export const courseStatusSchema = z
  .object({
    state: z.enum(courseStates, { error: 'Choose open, restricted or closed.' }),
    note: text({ error: 'The note must be text.' })
      .trim()
      .max(courseNoteMaxLength, `The note must be at most ${courseNoteMaxLength} characters.`)
      .refine((value) => !value.includes('\n'), 'The note must be one line.'),
    bn: banglaTexts({ note: oneLine(banglaText({ label: 'The note', max: courseNoteMaxLength }), 'The note in Bangla') }).optional(),
  })
  .superRefine((status, context) => {
    if (status.state !== 'open' && !status.note) context.addIssue({ code: 'custom', path: ['note'], message: courseNoteRequiredMessage[status.state] });
  })
  // An open course has nothing to explain: a note left in the field is not kept.
  .transform((status) => (status.state === 'open' ? { state: status.state, note: '', bn: {} } : status));
export type CourseStatusInput = z.input<typeof courseStatusSchema>;
export type CourseStatusValue = z.output<typeof courseStatusSchema>;

/** The status as the public pages show it: since when it holds (null: never set by staff). */
export const courseStatusViewSchema = z.object({ state: z.enum(courseStates), note: z.string(), since: z.string().nullable() });
export type CourseStatus = z.infer<typeof courseStatusViewSchema>;

const hoursRowView = z.object({ days: z.string(), hours: z.string() });
const hoursView = <Row extends z.ZodType>(row: Row) => z.object({ club: z.array(row), restaurant: z.array(row), conventionHall: z.array(row) });

/** `GET /api/club`: what every public page may show of the club's settings, in the page's language (`?lang=`). */
export const publicClubSchema = z.object({
  details: z.object({
    phone: z.string(),
    bookingPhone: z.string(),
    email: z.string(),
    membershipEmail: z.string(),
    address: z.string(),
    location: z.string(),
  }),
  hours: hoursView(hoursRowView),
  courseStatus: courseStatusViewSchema,
});
export type PublicClub = z.infer<typeof publicClubSchema>;

/** `GET /api/admin/club-settings`: the same, with the staff-only notification address and the Bangla of each text. */
export const clubSettingsSchema = publicClubSchema.extend({
  details: publicClubSchema.shape.details.extend({ notificationEmail: z.string(), bn: banglaTextsViewSchema }),
  hours: hoursView(hoursRowView.extend({ bn: banglaTextsViewSchema })),
  courseStatus: courseStatusViewSchema.extend({ bn: banglaTextsViewSchema }),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/** What saving one of the settings' forms answers: the settings as they now are. */
export const clubSettingsSavedSchema = settingsSavedSchema(clubSettingsSchema);
export type ClubSettingsSaved = z.infer<typeof clubSettingsSavedSchema>;

/**
 * The spec hides the real phone and email: these contact details and opening hours are
 * obviously-sample defaults until staff set the club's own under Content (stored in the
 * database, shown at run time).
 */
export const defaultClubDetails: ClubSettings['details'] = {
  phone: '+880 1700-000000',
  bookingPhone: '+880 1700-000001',
  email: 'info@example.com',
  membershipEmail: 'membership@example.com',
  address: 'Ghaghat, near the Ghaghat Bridge\nRangpur 5400, Bangladesh',
  location: 'Ghaghat, Rangpur, near the Ghaghat Bridge',
  notificationEmail: '',
  bn: { address: 'ঘাঘট, ঘাঘট সেতুর কাছে\nরংপুর ৫৪০০, বাংলাদেশ', location: 'ঘাঘট, রংপুর, ঘাঘট সেতুর কাছে' },
};

export const defaultOpeningHours: ClubSettings['hours'] = {
  club: [
    { days: 'Mon to Sat', hours: '7:00 AM to 5:00 PM', bn: { days: 'সোম থেকে শনি', hours: 'সকাল ৭:০০ থেকে বিকেল ৫:০০' } },
    { days: 'Sunday', hours: 'Closed', bn: { days: 'রবিবার', hours: 'বন্ধ' } },
  ],
  restaurant: [
    { days: 'Saturday - Thursday', hours: '8 AM - 12 AM and 3 - 10 PM', bn: { days: 'শনিবার - বৃহস্পতিবার', hours: 'সকাল ৮টা - দুপুর ১২টা এবং বিকেল ৩টা - রাত ১০টা' } },
    { days: 'Friday', hours: '8 - 10 AM and 3 - 10 PM', bn: { days: 'শুক্রবার', hours: 'সকাল ৮টা - ১০টা এবং বিকেল ৩টা - রাত ১০টা' } },
  ],
  conventionHall: [
    { days: 'Monday - Friday', hours: '10 AM - 10 PM', bn: { days: 'সোমবার - শুক্রবার', hours: 'সকাল ১০টা - রাত ১০টা' } },
    { days: 'Saturday - Sunday', hours: '9 AM - 11 PM', bn: { days: 'শনিবার - রবিবার', hours: 'সকাল ৯টা - রাত ১১টা' } },
  ],
};
