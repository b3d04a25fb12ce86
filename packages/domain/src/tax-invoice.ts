import { INDIAN_STATES, indianState, type IndianStateCode } from './indian-states.ts';
import { istWallClock } from './india-time.ts';

/**
 * GST rules of the tax invoice (decision 210): the platform collects the professional's fee on
 * their behalf and is taxed on its own commission only. The commission is what the payer already
 * pays (nothing is added on top), so GST is carried inside it: taxable value + GST = commission.
 * Within the business's own state the GST is split into CGST and SGST; otherwise it is IGST.
 */

// A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity's
// number in that state (1-9, A-Z), 'Z', and a check character (mod 36).
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GST_STATE_CODES = new Set<string>(INDIAN_STATES.map((state) => state.gstCode));

/** The GSTIN's check character from its first 14 (the GSTN's mod-36 scheme). */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not one (in English, for a 400 and for config errors), or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) {
    return 'A GSTIN has 15 characters: 2 digits, the 10-character PAN, 1 character, Z and a check character (e.g. 29ABCDE1234F1ZW)';
  }
  if (!GST_STATE_CODES.has(gstin.slice(0, 2))) {
    return 'A GSTIN begins with the code of a state or union territory of India';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'This GSTIN is mistyped: its last character does not match the others';
  }
  return null;
}

/** Whether a GSTIN is registered in the given state (its first two digits are the state's code). */
export function gstinIsOfState(gstin: string, state: IndianStateCode | string): boolean {
  return gstin.slice(0, 2) === indianState(state).gstCode;
}

/** The Indian financial year (April to March, in IST) an instant falls in: '2026-27'. */
export function financialYearOf(instant: Date): string {
  const ist = istWallClock(instant);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'SLK/2026-27/000123': the invoice's number within its financial year (16 characters max). */
export function taxInvoiceNumber(financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError('An invoice sequence is a whole number from 1');
  }
  return `SLK/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

export const DEFAULT_GST_RATE_PERCENT = 18;

/** The GST carried inside the platform's commission, in paise. */
export interface CommissionTax {
  /** The commission without GST: the value GST is charged on. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Backs the GST out of a commission that includes it: taxable = commission × 100 / (100 + rate),
 * rounded half-up to the paisa, GST the rest (so the parts always add up to the commission). Within
 * the business's state CGST and SGST take half each (CGST the odd paisa); else all of it is IGST.
 */
export function commissionTax(
  commissionPaise: number,
  ratePercent: number,
  intraState: boolean,
): CommissionTax {
  if (!Number.isSafeInteger(commissionPaise) || commissionPaise < 0) {
    throw new RangeError('A commission must be a whole number of paise, 0 or more');
  }
  const rateBasisPoints = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError('A GST rate is 0 to 100 percent');
  }
  const taxablePaise = Math.floor(
    (commissionPaise * 20_000 + 10_000 + rateBasisPoints) / (2 * (10_000 + rateBasisPoints)),
  );
  const gstPaise = commissionPaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.ceil(gstPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}
