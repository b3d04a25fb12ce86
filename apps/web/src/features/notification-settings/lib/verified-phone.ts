import type { CurrentUser } from '@/features/auth';

/**
 * The verified mobile number WhatsApp notices go to, or null. The user DTO carries `phone` only
 * once verified (E.164); an unverified number in the free-text `mobile` field does not count.
 */
export function verifiedPhoneOf(user: CurrentUser): string | null {
  const { phone, phoneVerified } = user as CurrentUser & {
    phone?: string | null;
    phoneVerified?: boolean;
  };
  if (!phone || phoneVerified === false) return null;
  return phone;
}
