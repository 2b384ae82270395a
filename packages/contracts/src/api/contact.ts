import { z } from 'zod';

/** POST /api/Contact: a message from the public contact form. */
export const ContactRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string()
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: z.string().trim().max(150, 'Please keep the subject under 150 characters.').default(''),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters.')
    .max(5000, 'Please keep your message under 5,000 characters.'),
  /** Honeypot: a field people never see and bots fill in. Must stay empty. */
  website: z.string().max(0).optional(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
export type ContactRequestInput = z.input<typeof ContactRequest>;

export const ContactResponse = z.object({ id: z.string() });
export type ContactResponse = z.infer<typeof ContactResponse>;

export const CONTACT_SUCCESS_MESSAGE =
  'Thanks, your message has been sent. We usually reply within two business days.';
