import type { Language } from '@salahkar/domain';

// Receipts in India spell the amount out the Indian way (lakh, crore), as cheques do; in Hindi
// too ('एक हज़ार पाँच सौ रुपये मात्र').

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest ? `${ONES[hundreds]} Hundred ${rest}` : `${ONES[hundreds]} Hundred`;
}

/** A whole number in the Indian system: 1,50,000 → 'One Lakh Fifty Thousand'. */
function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    crore > 0 ? `${indianWords(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * 150050 → 'Rupees One Thousand Five Hundred and Fifty Paise Only';
 * in Hindi 'एक हज़ार पाँच सौ रुपये और पचास पैसे मात्र'.
 */
export function amountInWords(paise: number, language: Language = 'en'): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError('An amount in paise must be a whole number, 0 or more');
  }
  if (language === 'hi') return hindiAmountInWords(paise);
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  const paiseWords = remainder > 0 ? ` and ${belowHundred(remainder)} Paise` : '';
  return `Rupees ${indianWords(rupees)}${paiseWords} Only`;
}

// Hindi names every number below a hundred with its own word (इक्कीस, not "बीस एक"), so they
// are listed in full, 0 to 99.
const HINDI_BELOW_HUNDRED = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पंचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

/** A whole number in Hindi words, the Indian way: 1,50,000 → 'एक लाख पचास हज़ार'. */
function hindiWords(n: number): string {
  if (n === 0) return 'शून्य';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  return [
    crore > 0 ? `${hindiWords(crore)} करोड़` : '',
    lakh > 0 ? `${HINDI_BELOW_HUNDRED[lakh]} लाख` : '',
    thousand > 0 ? `${HINDI_BELOW_HUNDRED[thousand]} हज़ार` : '',
    hundred > 0 ? `${HINDI_BELOW_HUNDRED[hundred]} सौ` : '',
    HINDI_BELOW_HUNDRED[rest]!,
  ]
    .filter(Boolean)
    .join(' ');
}

function hindiAmountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  const rupeeWord = rupees === 1 ? 'रुपया' : 'रुपये';
  const paiseWords = remainder > 0 ? ` और ${HINDI_BELOW_HUNDRED[remainder]} पैसे` : '';
  return `${hindiWords(rupees)} ${rupeeWord}${paiseWords} मात्र`;
}
