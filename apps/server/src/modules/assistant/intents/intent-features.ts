import { featuresOf } from '../classifier/features.ts';
import { romanisedHindi } from '../facts/romanised-hindi.ts';

// What the intent models see of a message. Two additions to the field classifier's features,
// chosen with `npm run ai:eval` (questions about Salahkar read right: about 80 % → over 90 % in
// each language):
// - Devanagari is also read in Latin letters, so Hindi and romanised-Hindi examples teach each
//   other (रिफ़ंड and "refund", भाषा and "bhasha" meet): each script had a third of the examples.
// - A few cue words per topic, in all three scripts, give the topic one strong shared feature:
//   with a dozen examples per topic and language, its own words were outweighed by the needs'.

const DEVANAGARI = /[\u0900-\u097f]/;

/** Topic cues, as lower-case text or Devanagari. */
const CUES: [string, RegExp][] = [
  ['refund', /refund|रिफ़ंड|रिफंड|wapas|वापस|cancel|रद्द/],
  [
    'pay',
    /\bpay|payment|upi|card|कार्ड|भुगतान|escrow|एस्क्रो|net banking|नेट बैंकिंग|google pay|गूगल पे|यूपीआई/,
  ],
  ['receipt', /receipt|invoice|\bbill|rasid|रसीद|इनवॉइस|बिल/],
  [
    'company',
    /gst|जीएसटी|company|कंपनी|registered|पंजीकृत|office|दफ़्तर|address|पता|who runs|कौन चलाता/,
  ],
  [
    'support',
    /support|सपोर्ट|customer care|helpline|contact|संपर्क|सहायता|ग्राहक सेवा|email|ईमेल|phone number|फ़ोन नंबर|your team|aapki team|आपकी टीम/,
  ],
  [
    'privacy',
    /see my|dikh|दिख|private|निजी|privacy|share my|bech|sell my|read my|padh|पढ़|public|सबको/,
  ],
  [
    'verify',
    /verif|सत्यापित|वेरिफ|genuine|asli|असली|fake|नकली|licen|लाइसेंस|qualified|योग्य|registration number|membership|सदस्यता|degree|डिग्री|check|जांच|जाँच/,
  ],
  ['video', /video|वीडियो|camera|कैमरा|\bcall\b|कॉल|face to face|aamne|आमने/],
  [
    'language',
    /language|bhasha|भाषा|hindi|हिंदी|english|अंग्रेज़ी|tamil|तमिल|marathi|मराठी|bengali|बंगाली|hinglish|हिंग्लिश/,
  ],
  ['delete', /delet|डिलीट|erase|hata|हटा|मिटा|close my|band kar|बंद कर|deactivat|forget my/],
  [
    'complain',
    /complain|shikayat|शिकायत|reopen|dobara|दोबारा|grievance|escalat|review|समीक्षा|report/,
  ],
  [
    'join',
    /join|judna|judu|जुड़|register as|register kar|रजिस्टर|become|banna|banu|बनना|बन सकता|sign up|clients|क्लाइंट/,
  ],
  [
    'steps',
    /\bbook|offer|ऑफ़र|accept|स्वीकार|steps|process|प्रक्रिया|kaise kaam|कैसे काम|how does|how it works|post kar|पोस्ट कर|chat with|chat kaise|चैट कैसे/,
  ],
  [
    'cost',
    /cost|fee|फ़ीस|फीस|price|kharcha|खर्च|ख़र्च|kitna|कितना|कितने|paise lag|rate|रेट|charge|sasta|सस्ता|urgent|अर्जेंट/,
  ],
];

/** Features of the texts read lately: training reads each text twice, an answer twice. Bounded. */
const recent = new Map<string, string[]>();
const RECENT_MAX = 8000;

export function intentFeaturesOf(text: string): string[] {
  const known = recent.get(text);
  if (known) return known;
  if (recent.size >= RECENT_MAX) recent.clear();
  const features = readFeatures(text);
  recent.set(text, features);
  return features;
}

function readFeatures(text: string): string[] {
  const lower = text.normalize('NFC').toLowerCase();
  // Twice: a cue weighs as much as a word with its sound key.
  const cues = CUES.filter(([, pattern]) => pattern.test(lower)).map(([topic]) => `k:${topic}`);
  return [
    ...featuresOf(text),
    ...(DEVANAGARI.test(text) ? featuresOf(romanisedHindi(text)) : []),
    ...cues,
    ...cues,
  ];
}
