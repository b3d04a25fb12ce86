import { OTP_MAX_ATTEMPTS } from '@salahkar/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { spendLimit, type Limit } from '../../rate-limits.ts';

// The numbers and their reasons are in docs/decisions/005-sessions-and-auth-limits.md.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
/** Failures from all places together may reach this multiple of the per-place limit. */
const ACCOUNT_WIDE_FACTOR = 10;

/** Every sign-in attempt from one IP. */
export const loginsFromIp = (config: Config, ip: string): Limit => ({
  key: `login:ip:${ip}`,
  max: config.LOGIN_MAX_PER_IP,
  windowMs: LOGIN_WINDOW_MS,
  refusal: 'SIGN_IN_LIMIT',
});

/**
 * Failed sign-ins to one account from one IP. Keyed by both, so a stranger guessing from elsewhere
 * cannot shut the owner out; only the account-wide limit below, ten times higher, is shared.
 */
export const loginFailuresFrom = (config: Config, email: string, ip: string): Limit => ({
  key: `login-failure:${email}:from:${ip}`,
  max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
  windowMs: LOGIN_WINDOW_MS,
  refusal: 'ACCOUNT_SIGN_IN_LIMIT',
});

/** Failed sign-ins to one account from anywhere: stops guessing spread over many addresses. */
export const loginFailuresOf = (config: Config, email: string): Limit => ({
  key: `login-failure:${email}`,
  max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT * ACCOUNT_WIDE_FACTOR,
  windowMs: LOGIN_WINDOW_MS,
  refusal: 'ACCOUNT_SIGN_IN_LIMIT',
});

/** Forgets an account's failed sign-ins, from everywhere: a password reset starts afresh. */
export async function forgetLoginFailures(db: Queryable, email: string): Promise<void> {
  const key = `login-failure:${email}`;
  await db
    .delete(rateLimitCounters)
    .where(
      or(
        eq(rateLimitCounters.key, key),
        sql`starts_with(${rateLimitCounters.key}, ${`${key}:from:`})`,
      ),
    );
}

export const otpsToEmail = (config: Config, email: string): Limit => ({
  key: `otp:email:${email}`,
  max: config.OTP_MAX_PER_EMAIL,
  windowMs: HOUR_MS,
  refusal: 'EMAIL_CODES_LIMIT',
});

export const otpsFromIp = (config: Config, ip: string): Limit => ({
  key: `otp:ip:${ip}`,
  max: config.OTP_MAX_PER_IP,
  windowMs: HOUR_MS,
  refusal: 'CODES_LIMIT',
});

/**
 * Codes checked for one address (verify-otp, register-with-otp): as many as the codes it may be
 * sent have tries. Spent before the address is looked up, so an answer saying it already has an
 * account cannot be asked for without limit.
 */
export const otpChecksOf = (config: Config, email: string): Limit => ({
  key: `otp-check:email:${email}`,
  max: config.OTP_MAX_PER_EMAIL * OTP_MAX_ATTEMPTS,
  windowMs: HOUR_MS,
  refusal: 'EMAIL_VERIFICATIONS_LIMIT',
});

export const otpChecksFromIp = (config: Config, ip: string): Limit => ({
  key: `otp-check:ip:${ip}`,
  max: config.OTP_MAX_PER_IP * OTP_MAX_ATTEMPTS,
  windowMs: HOUR_MS,
  refusal: 'VERIFICATIONS_LIMIT',
});

/** Spends both limits on checking a code, before anything says whether the address is taken. */
export async function spendOtpCheck(
  db: Queryable,
  config: Config,
  email: string,
  ip: string,
): Promise<void> {
  await spendLimit(db, otpChecksFromIp(config, ip));
  await spendLimit(db, otpChecksOf(config, email));
}

export const resetsForEmail = (config: Config, email: string): Limit => ({
  key: `reset:email:${email}`,
  max: config.RESET_MAX_PER_EMAIL,
  windowMs: HOUR_MS,
  refusal: 'EMAIL_RESETS_LIMIT',
});

export const resetsFromIp = (config: Config, ip: string): Limit => ({
  key: `reset:ip:${ip}`,
  max: config.RESET_MAX_PER_IP,
  windowMs: HOUR_MS,
  refusal: 'RESETS_LIMIT',
});
