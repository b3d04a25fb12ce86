/**
 * The one crossing between rupees and paise. Inside the code money is integer paise; rupees exist
 * only at the edges: the exact text of a `numeric(…, 2)` column or an API field ('1500.50'), an
 * amount a person typed (1500.5), or a whole-rupee catalog price (1500). Text is read digit by
 * digit and numbers by their shortest decimal spelling, so no paisa is lost to a float.
 *
 * Every function throws `RangeError` on what is not money (NaN, a fraction of a paisa, text that is
 * not an amount); the schema at the edge turns a person's bad input into a readable 400 first.
 * Every money field of a request is capped at MAX_AMOUNT_RUPEES there, so no amount a person sends
 * can reach a conversion too large to be exact; one that still did is refused with
 * `AmountTooLargeError`, a 400 like the schema's, never a 500.
 */

export const PAISE_PER_RUPEE = 100;

/** The most any one amount a person enters may be, ₹1 crore: every money field's schema caps it. */
export const MAX_AMOUNT_RUPEES = 10_000_000;
export const AMOUNT_TOO_LARGE = 'An amount can be at most ₹1,00,00,000.';

/** The smallest payout a professional may ask for, ₹100; payouts are whole rupees. */
export const MIN_PAYOUT_RUPEES = 100;
export const MIN_PAYOUT_PAISE = MIN_PAYOUT_RUPEES * PAISE_PER_RUPEE;

/**
 * An amount beyond what paise can hold exactly (past Number.MAX_SAFE_INTEGER). A RangeError, as
 * every refusal here; its statusCode makes the server answer it 400 with its message.
 */
export class AmountTooLargeError extends RangeError {
  readonly statusCode = 400;
  constructor() {
    super('This amount is too large.');
    this.name = 'AmountTooLargeError';
  }
}

const RUPEE_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function paiseOfText(text: string, what: string): number {
  const match = RUPEE_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount in rupees: '${what}'`);
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new AmountTooLargeError();
  return sign === '-' && paise !== 0 ? -paise : paise;
}

/**
 * Paise from rupees: the text of a `numeric` column or an API amount ('1500.50', '-0.05', '1500'),
 * or a number a person typed with at most two decimals (1500.5). A number is read through its
 * shortest spelling, which is what was typed, so 0.29 is 29 paise and 12.345 is refused.
 */
export function rupeesToPaise(rupees: number | string): number {
  if (typeof rupees === 'string') return paiseOfText(rupees, rupees);
  if (!Number.isFinite(rupees)) throw new RangeError('An amount in rupees must be a number');
  // String() spells large or tiny numbers with an exponent; neither is an amount of money.
  return paiseOfText(String(rupees), String(rupees));
}

/** Whole rupees (catalog prices, urgency tiers, demo data) to paise. */
export function wholeRupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees)) {
    throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  }
  const paise = rupees * PAISE_PER_RUPEE;
  if (!Number.isSafeInteger(paise)) throw new AmountTooLargeError();
  return paise;
}

/** '1500.50' from 150050, '-0.05' from -5: the exact text a `numeric(…, 2)` column takes. */
export function paiseToDecimalText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const digits = String(Math.abs(paise)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The whole rupees of an amount, rounded down: the most a whole-rupee field (a payout) may ask. */
export function wholeRupeesOf(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return Math.floor(paise / PAISE_PER_RUPEE);
}

/** Rupees as a number, to prefill a form field; keep paise for anything stored, compared or summed. */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return paise / PAISE_PER_RUPEE;
}
