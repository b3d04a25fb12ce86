import { z } from 'zod';

/** POST /api/contact: a visitor's message to support. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name cannot exceed 100 characters'),
  email: z.email('Please enter a valid email').max(254),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject cannot exceed 200 characters'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message cannot exceed 5000 characters'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
