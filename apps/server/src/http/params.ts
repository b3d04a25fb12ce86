import { z } from 'zod';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be an id at all; anything else is simply not found. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** `:id` of a consultation; a malformed one is simply not found (the services answer 404). */
export const consultationParams = z.object({ id: z.string().max(100) });
