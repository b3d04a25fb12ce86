import type { Config } from '../../config.ts';
import type { Limit } from '../../rate-limits.ts';

// Codes by SMS cost money and reach someone's phone, so they are limited per number (nobody can
// flood one person's phone) and per IP (nobody can spend ours across many numbers), like the
// email codes (decision 005). Verification and sign-in codes share both counters.

const HOUR_MS = 60 * 60_000;

export const phoneCodesTo = (config: Config, phone: string): Limit => ({
  key: `phone-code:number:${phone}`,
  max: config.PHONE_CODE_MAX_PER_NUMBER,
  windowMs: HOUR_MS,
  refusal: 'PHONE_CODES_LIMIT',
});

export const phoneCodesFromIp = (config: Config, ip: string): Limit => ({
  key: `phone-code:ip:${ip}`,
  max: config.PHONE_CODE_MAX_PER_IP,
  windowMs: HOUR_MS,
  refusal: 'CODES_LIMIT',
});
