/**
 * Limits lifted, not switched off, for tools that send more than a person would from one address
 * (the bench, the chaos drills): every request still goes through the limiters, so what they cost
 * is included, but thousands of requests never meet a 429.
 */
export function liftedLimits(extraNames: readonly string[] = []): Record<string, string> {
  const names = [
    'RATE_LIMIT_MAX',
    'LOGIN_MAX_PER_IP',
    'LOGIN_MAX_FAILURES_PER_ACCOUNT',
    'OTP_MAX_PER_EMAIL',
    'OTP_MAX_PER_IP',
    'RESET_MAX_PER_EMAIL',
    'RESET_MAX_PER_IP',
    'PHONE_CODE_MAX_PER_NUMBER',
    'PHONE_CODE_MAX_PER_IP',
    ...extraNames,
  ];
  return Object.fromEntries(names.map((name) => [name, '1000000000']));
}
