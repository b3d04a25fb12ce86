// The sign-in and registration forms' checks, a chunk of its own (lazy-schema-form.ts loads it on
// a form's first use): zod, its form resolver and the schemas stay out of the script that takes
// the rendered screen over, whose first task they lengthened (decision 230). zod-setup comes
// first, so no schema is built before zod is told not to compile with `new Function`.
import '@/zod-setup.ts';

export { zodResolver } from '@hookform/resolvers/zod';
export {
  loginSchema,
  professionalSignupSchema,
  userSignupSchema,
} from '@salahkar/domain/schemas/auth';
