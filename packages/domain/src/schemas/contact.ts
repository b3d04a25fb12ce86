import { z } from 'zod';
import { boundedText } from './text.ts';

/** POST /api/contact: a visitor's message to support. */
export const contactMessageSchema = z.object({
  name: boundedText('Name', 1, 100),
  email: z.email('Please enter a valid email').max(254),
  subject: boundedText('Subject', 1, 200),
  message: boundedText('Message', 1, 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
