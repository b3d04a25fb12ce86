import type { Language } from './language.ts';

/**
 * India's states and union territories, the one list a place of supply is chosen from (checkout,
 * tax invoices, BUSINESS_STATE). `code` is our key (ISO 3166-2:IN's letters); `gstCode` is the
 * two-digit state code GST uses, which also opens every GSTIN registered in that state.
 */
export const INDIAN_STATES = [
  { code: 'AN', gstCode: '35', en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: 'AP', gstCode: '37', en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { code: 'AR', gstCode: '12', en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { code: 'AS', gstCode: '18', en: 'Assam', hi: 'असम' },
  { code: 'BR', gstCode: '10', en: 'Bihar', hi: 'बिहार' },
  { code: 'CH', gstCode: '04', en: 'Chandigarh', hi: 'चंडीगढ़' },
  { code: 'CG', gstCode: '22', en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  {
    code: 'DH',
    gstCode: '26',
    en: 'Dadra and Nagar Haveli and Daman and Diu',
    hi: 'दादरा और नगर हवेली और दमन और दीव',
  },
  { code: 'DL', gstCode: '07', en: 'Delhi', hi: 'दिल्ली' },
  { code: 'GA', gstCode: '30', en: 'Goa', hi: 'गोवा' },
  { code: 'GJ', gstCode: '24', en: 'Gujarat', hi: 'गुजरात' },
  { code: 'HR', gstCode: '06', en: 'Haryana', hi: 'हरियाणा' },
  { code: 'HP', gstCode: '02', en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { code: 'JK', gstCode: '01', en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { code: 'JH', gstCode: '20', en: 'Jharkhand', hi: 'झारखंड' },
  { code: 'KA', gstCode: '29', en: 'Karnataka', hi: 'कर्नाटक' },
  { code: 'KL', gstCode: '32', en: 'Kerala', hi: 'केरल' },
  { code: 'LA', gstCode: '38', en: 'Ladakh', hi: 'लद्दाख' },
  { code: 'LD', gstCode: '31', en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  { code: 'MP', gstCode: '23', en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { code: 'MH', gstCode: '27', en: 'Maharashtra', hi: 'महाराष्ट्र' },
  { code: 'MN', gstCode: '14', en: 'Manipur', hi: 'मणिपुर' },
  { code: 'ML', gstCode: '17', en: 'Meghalaya', hi: 'मेघालय' },
  { code: 'MZ', gstCode: '15', en: 'Mizoram', hi: 'मिज़ोरम' },
  { code: 'NL', gstCode: '13', en: 'Nagaland', hi: 'नागालैंड' },
  { code: 'OD', gstCode: '21', en: 'Odisha', hi: 'ओडिशा' },
  { code: 'PY', gstCode: '34', en: 'Puducherry', hi: 'पुदुचेरी' },
  { code: 'PB', gstCode: '03', en: 'Punjab', hi: 'पंजाब' },
  { code: 'RJ', gstCode: '08', en: 'Rajasthan', hi: 'राजस्थान' },
  { code: 'SK', gstCode: '11', en: 'Sikkim', hi: 'सिक्किम' },
  { code: 'TN', gstCode: '33', en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { code: 'TG', gstCode: '36', en: 'Telangana', hi: 'तेलंगाना' },
  { code: 'TR', gstCode: '16', en: 'Tripura', hi: 'त्रिपुरा' },
  { code: 'UP', gstCode: '09', en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { code: 'UK', gstCode: '05', en: 'Uttarakhand', hi: 'उत्तराखंड' },
  { code: 'WB', gstCode: '19', en: 'West Bengal', hi: 'पश्चिम बंगाल' },
] as const satisfies ReadonlyArray<{ code: string; gstCode: string } & Record<Language, string>>;

export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];
export type IndianState = (typeof INDIAN_STATES)[number];

/** Every state's key, for a zod enum. */
export const INDIAN_STATE_CODES = INDIAN_STATES.map((state) => state.code) as [
  IndianStateCode,
  ...IndianStateCode[],
];

const BY_CODE = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.code, state]));

export function isIndianStateCode(value: unknown): value is IndianStateCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The state of a key; throws on an unknown one (the schemas refuse those first). */
export function indianState(code: IndianStateCode | string): IndianState {
  const state = BY_CODE.get(code);
  if (!state) throw new RangeError(`Not a state or union territory of India: ${code}`);
  return state;
}

/** As an invoice writes a place of supply: '29-Karnataka' ('29-कर्नाटक' in Hindi). */
export function placeOfSupplyLabel(code: IndianStateCode | string, language: Language): string {
  const state = indianState(code);
  return `${state.gstCode}-${state[language]}`;
}
