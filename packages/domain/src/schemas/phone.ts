import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { OTP_LENGTH } from '../limits.ts';

// Mobile numbers, India first: what people type ("98765 43210", "+91-98765-43210", "098765 43210")
// becomes one E.164 number ("+919876543210"), so one number is one account. The mobile metadata of
// libphonenumber-js knows only numbers that can receive an SMS: landlines and toll-free numbers
// are refused with the same words as garbage.

/** What the form and the API say for anything that is not a mobile number. */
export const INVALID_PHONE_MESSAGE = 'Enter a valid mobile number, e.g. +91 98765 43210.';
/** The zod issue's stable code for it (`params.reason`), beside the message. */
export const INVALID_PHONE_REASON = 'invalid_mobile_number';

/** The country a number without a `+` belongs to. */
export const DEFAULT_PHONE_COUNTRY = 'IN';

/** The E.164 form of a mobile number as typed, or null when it is not one. */
export function normalisePhone(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** "+91 98765 43210": an E.164 number as people read it. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A mobile number as typed, read as E.164. */
export const phoneSchema = z
  .string(INVALID_PHONE_MESSAGE)
  .max(32, INVALID_PHONE_MESSAGE)
  .transform((typed, ctx) => {
    const phone = normalisePhone(typed);
    if (phone) return phone;
    ctx.addIssue({
      code: 'custom',
      message: INVALID_PHONE_MESSAGE,
      params: { reason: INVALID_PHONE_REASON },
    });
    return z.NEVER;
  });

/** The 6 digits of an SMS code. */
export const phoneCodeSchema = z
  .string('Enter the 6-digit code from the SMS.')
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Enter the 6-digit code from the SMS.');

/** POST /api/profile/phone and POST /api/auth/phone/send-code. */
export const phoneOnlySchema = z.object({ phone: phoneSchema });
export type PhoneOnlyInput = z.input<typeof phoneOnlySchema>;

/** POST /api/profile/phone/verify and POST /api/auth/phone/login. */
export const phoneWithCodeSchema = z.object({ phone: phoneSchema, code: phoneCodeSchema });
export type PhoneWithCodeInput = z.input<typeof phoneWithCodeSchema>;

/** GET /api/profile/phone and the answer of every change to it: the verified number, if any. */
export const phoneStatusSchema = z.object({
  /** E.164; null when the person has no verified number. */
  phone: z.string().nullable(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

/** What asking for a code answers: the same words whatever happens to the number. */
export const phoneCodeSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The code's lifetime, so the form can say how long it works. */
  expiresInSeconds: z.number().int().positive(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
