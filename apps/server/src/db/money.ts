// Money is integer paise in code and numeric(…, 2) rupees in the database. These two functions are
// the only crossing between them, done on digits rather than floats so no paisa is ever lost.

const NUMERIC_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** 150050 → '1500.50'; -5 → '-0.05'. */
export function fromPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const digits = String(Math.abs(paise)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** '1500.50' → 150050; '1500' → 150000; '-0.05' → -5. */
export function toPaise(amount: string): number {
  const match = NUMERIC_PATTERN.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount in rupees: '${amount}'`);
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount too large: '${amount}'`);
  return sign === '-' && paise !== 0 ? -paise : paise;
}

/** Whole rupees (catalog prices, custom budgets) to paise. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees))
    throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  return rupees * 100;
}
