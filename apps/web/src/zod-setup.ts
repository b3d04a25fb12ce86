import { z } from 'zod';

// Zod 4 compiles object schemas with `new Function` unless told not to; the page's Content
// Security Policy forbids eval, and the shipped JS must not contain it. This module is the
// entry's first import, so it runs before any schema is built.
z.config({ jitless: true });
