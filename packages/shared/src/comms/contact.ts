import { text } from '../common/text';
import { z } from '../common/zod';

export const emailMessage = 'Please enter a valid email address.';

export const contactMessageSchema = z.object({
  firstName: text({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: text({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  phone: text({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+?[0-9 -]{6,20}$/, 'Please enter a valid phone number.'),
  email: text({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, emailMessage).pipe(z.email(emailMessage)),
  message: text({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000, 'Message is limited to 5000 characters'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const newsletterSchema = z.object({
  email: text({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, emailMessage).pipe(z.email(emailMessage)),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
