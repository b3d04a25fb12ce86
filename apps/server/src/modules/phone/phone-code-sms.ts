import { OTP_TTL_MS, type Language } from '@salahkar/domain';
import type { PhoneCodePurpose } from '../../db/schema/index.ts';

// The SMS that carries a code. The dev mailbox and Twilio send this text; MSG91 sends its
// DLT-registered template instead, filled in with `otp` (Indian operators deliver only registered
// texts), so the template registered there should say the same.

const MINUTES = OTP_TTL_MS / 60_000;

const TEXTS: Record<Language, Record<PhoneCodePurpose, (code: string) => string>> = {
  en: {
    verify: (code) =>
      `Salahkar: ${code} is your code to verify this mobile number. It expires in ${MINUTES} minutes. Never share it with anyone.`,
    login: (code) =>
      `Salahkar: ${code} is your code to sign in. It expires in ${MINUTES} minutes. Never share it with anyone.`,
  },
  hi: {
    verify: (code) =>
      `Salahkar: इस मोबाइल नंबर को सत्यापित करने का आपका कोड ${code} है। यह ${MINUTES} मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।`,
    login: (code) =>
      `Salahkar: साइन इन करने का आपका कोड ${code} है। यह ${MINUTES} मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।`,
  },
};

/** The payload of the reach outbox row that sends a code (read by phone-senders.ts). */
export function codeSmsPayload(code: string, purpose: PhoneCodePurpose, language: Language) {
  return { text: TEXTS[language][purpose](code), params: { otp: code } };
}
