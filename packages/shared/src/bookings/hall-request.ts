import { eventTypes } from '../content/club';
import { emailMessage } from '../comms/contact';
import { bookingDate } from '../common/calendar-date';
import { hallSessionSchema } from './rooms-and-hall';
import { text } from '../common/text';
import { z } from '../common/zod';

export const conventionHallBookingSchema = z.object({
  name: text({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  phone: text({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+?[0-9 -]{6,20}$/, 'Please enter a valid phone number.'),
  email: text()
    .trim()
    .max(254, emailMessage)
    .pipe(z.union([z.literal(''), z.email(emailMessage)], { error: emailMessage }))
    .default(''),
  // How far ahead is a setting, which the server checks.
  eventDate: bookingDate('Please choose the date of your event', 'The event date'),
  session: hallSessionSchema,
  // A JSON number only: `true`, `[5]` or `"0x10"` are not a count of guests. A blank number input
  // reaches here as '' or NaN.
  guests: z
    .number({ error: (issue) => ([undefined, ''].includes(issue.input as string) || Number.isNaN(issue.input) ? 'Number of guests is required' : 'Number of guests must be a number') })
    .int('Number of guests must be a whole number')
    .min(1, 'At least 1 guest')
    .max(2000, 'At most 2000 guests'),
  eventType: z.enum(eventTypes, { error: 'Please choose the type of event' }),
  message: text().trim().max(2000, 'Message is limited to 2000 characters').default(''),
});

export type ConventionHallBookingInput = z.input<typeof conventionHallBookingSchema>;
