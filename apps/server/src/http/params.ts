import { z } from 'zod';

/** `:id` of a consultation; a malformed one is simply not found (the services answer 404). */
export const consultationParams = z.object({ id: z.string().max(100) });
