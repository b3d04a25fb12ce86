import { z } from 'zod';
import { istDateStamp } from './india-time.ts';

// What "verified" means (issue 29 §3, decision 216). An admin approves a professional only after
// confirming a checklist; the server records which checks, who and when. The web shows these facts
// as the server computed them and never re-derives them.

/** The checks of the approval checklist, in the order the badge names them. */
export const VERIFICATION_CHECKS = ['licence_number', 'credentials'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** The facts a badge shows: part of every DTO that presents a professional to someone else. */
export const verificationSchema = z.object({
  /** True only when every check of the checklist was confirmed by an admin. */
  verified: z.boolean(),
  checks: z.array(z.enum(VERIFICATION_CHECKS)),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The India calendar day of `verifiedAt` (YYYY-MM-DD), the date the badge shows. */
  verifiedOn: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** The facts of a stored verification: `verifiedAt` and `checks` are set together or not at all. */
export function verificationOf(
  verifiedAt: Date | null,
  checks: readonly VerificationCheck[] | null,
): Verification {
  if (!verifiedAt || !checks) {
    return { verified: false, checks: [], verifiedAt: null, verifiedOn: null };
  }
  const known = VERIFICATION_CHECKS.filter((check) => checks.includes(check));
  return {
    verified: known.length === VERIFICATION_CHECKS.length,
    checks: known,
    verifiedAt: verifiedAt.toISOString(),
    verifiedOn: istDateStamp(verifiedAt),
  };
}
