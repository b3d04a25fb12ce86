// Hindi in Devanagari as romanised-Hindi readers write it ("aapko poora refund milta hai"), so
// the legal pages' Hindi sentences reach them in their own letters: the facts stay the screens'
// own, nothing is translated or copied. The inherent "a" is dropped where Hindi speech drops it
// (at a word's end, and between syllables: करते → karte), and English words the Hindi texts
// borrow (रिफ़ंड, प्रोफ़ेशनल) are given back their English spelling.

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** The same letters with a nukta (read apart: the text is decomposed first). */
const WITH_NUKTA: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  ज: 'z',
  // Hinglish writes ड़ and ढ़ as d and dh (padhna, judi), like ड and ढ.
  ड: 'd',
  ढ: 'dh',
  फ: 'f',
};
const NUKTA = '\u093c';

/** Vowel letters and their signs; the long ones shortened at a word's end, as Hinglish writes them. */
const VOWELS: Record<string, [string, string]> = {
  अ: ['a', 'a'],
  आ: ['aa', 'a'],
  इ: ['i', 'i'],
  ई: ['ee', 'i'],
  उ: ['u', 'u'],
  ऊ: ['oo', 'u'],
  ऋ: ['ri', 'ri'],
  ए: ['e', 'e'],
  ऐ: ['ai', 'ai'],
  ओ: ['o', 'o'],
  औ: ['au', 'au'],
  ऑ: ['o', 'o'],
};
const SIGNS: Record<string, string> = {
  'ा': 'आ',
  'ि': 'इ',
  'ी': 'ई',
  'ु': 'उ',
  'ू': 'ऊ',
  'ृ': 'ऋ',
  'े': 'ए',
  'ै': 'ऐ',
  'ो': 'ओ',
  'ौ': 'औ',
  'ॉ': 'ऑ',
};
const VIRAMA = '्';
const NASALS = /[ंँ]/;

/** Words Hinglish spells its own way, and the English words the Hindi texts borrow. */
const SPELLINGS: Record<string, string> = {
  में: 'mein',
  हैं: 'hain',
  है: 'hai',
  नहीं: 'nahi',
  यह: 'yeh',
  वह: 'woh',
  ये: 'ye',
  वे: 've',
  और: 'aur',
  कि: 'ki',
  तो: 'to',
  हम: 'hum',
  आप: 'aap',
  सलाहकार: 'Salahkar',
  प्रोफ़ेशनल: 'professional',
  प्रोफ़ेशनल्स: 'professionals',
  रिफ़ंड: 'refund',
  एडमिन: 'admin',
  ऑफ़र: 'offer',
  ऑफ़रों: 'offers',
  केस: 'case',
  यूज़र: 'user',
  ईमेल: 'email',
  पेमेंट: 'payment',
  गेटवे: 'gateway',
  कार्ड: 'card',
  एस्क्रो: 'escrow',
  कमीशन: 'commission',
  चैट: 'chat',
  फ़ाइलें: 'files',
  फ़ाइल: 'file',
  वीडियो: 'video',
  कॉल: 'call',
  कॉल्स: 'calls',
  प्रोफ़ाइल: 'profile',
  डेटा: 'data',
  रजिस्टर: 'register',
  सपोर्ट: 'support',
  वॉलेट: 'wallet',
  वॉलेट्स: 'wallets',
  नेट: 'net',
  बैंकिंग: 'banking',
  क्रेडिट: 'credit',
  डेबिट: 'debit',
  मार्क: 'mark',
  पेज: 'page',
  लिंक: 'link',
  कार्यदिवस: 'working days',
  रिकॉर्ड: 'record',
  टैक्स: 'tax',
  इनवॉइस: 'invoice',
  अकाउंट: 'account',
  ऐप: 'app',
  स्क्रीन: 'screen',
  अपडेट: 'update',
  लाइसेंस: 'licence',
  रजिस्ट्रेशन: 'registration',
  नंबर: 'number',
  चार्टर्ड: 'chartered',
  अकाउंटेंट: 'accountant',
  अकाउंटिंग: 'accounting',
  डॉक्टर: 'doctor',
  डॉक्टरों: 'doctors',
  काउंसिल: 'council',
  सर्वर: 'server',
  एन्क्रिप्टेड: 'encrypted',
  डिवाइस: 'device',
  डिवाइसों: 'devices',
  ऑडियो: 'audio',
  रिव्यू: 'review',
  गारंटी: 'guarantee',
  लिए: 'liye',
  दिए: 'diye',
  गए: 'gaye',
  किए: 'kiye',
};

const WORDS = new Map(
  Object.entries(SPELLINGS).map(([hindi, latin]) => [hindi.normalize('NFD'), latin]),
);

type Syllable = { consonants: string; vowel: string | null; nasal: boolean };

/** A word as syllables: consonant clusters with their vowel (null: the inherent "a"). */
function syllables(word: string): Syllable[] {
  const result: Syllable[] = [];
  let cluster = '';
  const chars = [...word];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    if (CONSONANTS[char] !== undefined) {
      const nukta = chars[index + 1] === NUKTA;
      if (nukta) index += 1;
      cluster += nukta ? (WITH_NUKTA[char] ?? CONSONANTS[char]) : CONSONANTS[char];
      if (chars[index + 1] === VIRAMA) {
        index += 1;
        continue;
      }
      const sign = SIGNS[chars[index + 1] ?? ''];
      if (sign) index += 1;
      result.push({ consonants: cluster, vowel: sign ?? null, nasal: false });
      cluster = '';
    } else if (VOWELS[char]) {
      result.push({ consonants: '', vowel: char, nasal: false });
    } else if (NASALS.test(char) && result.length > 0) {
      result.at(-1)!.nasal = true;
    } else if (char === 'ः') {
      cluster += 'h';
    }
  }
  // A word ending on a half letter (rare in these texts) keeps it.
  if (cluster) result.push({ consonants: cluster, vowel: 'अ', nasal: false });
  return result;
}

/**
 * Whether each syllable keeps its inherent "a", read right to left as Hindi speech drops it: at a
 * word's end, and between a spoken vowel and a consonant with its own (करते → karte,
 * समझना → samajhna, but शिकायत → shikaayat).
 */
function keptSchwas(parts: readonly Syllable[]): boolean[] {
  const kept = parts.map(() => true);
  const spoken = (index: number) => parts[index]!.vowel !== null || kept[index]!;
  for (let index = parts.length - 1; index > 0; index -= 1) {
    const part = parts[index]!;
    if (part.vowel !== null || part.nasal) continue;
    const next = parts[index + 1];
    if (!next || (next.consonants !== '' && spoken(index + 1) && spoken(index - 1))) {
      kept[index] = false;
    }
  }
  return kept;
}

function romaniseWord(word: string): string {
  const known = WORDS.get(word);
  if (known) return known;
  const parts = syllables(word);
  if (parts.length === 0) return word;
  const kept = keptSchwas(parts);
  return parts
    .map((part, index) => {
      const final = index === parts.length - 1;
      const vowel = part.vowel
        ? VOWELS[part.vowel]![final ? 1 : 0]
        : kept[index] || parts.length === 1
          ? 'a'
          : '';
      const nasal = part.nasal
        ? /^[pbm]/.test(parts[index + 1]?.consonants ?? '')
          ? 'm'
          : 'n'
        : '';
      return `${part.consonants}${vowel}${nasal}`;
    })
    .join('');
}

/** Devanagari digits and the danda, as Latin text writes them. */
const PUNCTUATION: Record<string, string> = { '।': '.', '॥': '.' };

/** A Hindi text in Latin letters; Latin words, digits and punctuation are kept as they are. */
export function romanisedHindi(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[।॥]/g, (mark) => PUNCTUATION[mark]!)
    .replace(/[\u0900-\u097f]+/g, romaniseWord);
}
