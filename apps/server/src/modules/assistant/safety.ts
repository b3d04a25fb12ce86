import type { Category, Language } from '@salahkar/domain';

// Words that mean someone may be in danger right now, in English, Hinglish and Hindi. A false
// alarm costs one extra paragraph; a missed one could cost far more, so the net is wide.
const SELF_HARM =
  /suicid|kill (my ?self|myself)|end (my|this) life|want to die|self[- ]?harm|cut(ting)? myself|khud ?kushi|aatmahatya|atmahatya|marna chaht|jaan de (du|dunga|dungi)|जान दे|आत्महत्या|मरना चाहत|खुदकुशी/i;
const MEDICAL =
  /chest pain|heart attack|can'?t breathe|cannot breathe|difficulty breathing|not breathing|unconscious|\bstroke\b|seizure|\bfits\b|heavy bleeding|bleeding heavily|overdose|poison|seene (me|mein) dard|saans (nahi|nhi|lene)|behosh|सीने में दर्द|सांस नहीं|साँस नहीं|बेहोश|दिल का दौरा|ज़हर|जहर/i;
const VIOLENCE =
  /beating me|hitting me|attack(ed|ing) me|threaten(ed|ing)? to kill|going to kill|\brape\b|sexual(ly)? assault|domestic violence|maar (raha|rahe|rahi|peet)|maar ?peet|jaan se maar|मार रहा|मार रहे|मारपीट|जान से मार|हिंसा|बलात्कार/i;

export type EmergencyKind = 'self-harm' | 'medical' | 'violence';

/** What kind of emergency a message speaks of, if any. */
export function emergencyIn(text: string): EmergencyKind | null {
  if (SELF_HARM.test(text)) return 'self-harm';
  if (MEDICAL.test(text)) return 'medical';
  if (VIOLENCE.test(text)) return 'violence';
  return null;
}

const GUIDANCE: Record<Language, Record<EmergencyKind, string>> = {
  en: {
    'self-harm':
      'If you are thinking about harming yourself, please call Tele-MANAS on 14416 now: it is free, confidential and open all day and night. If you are in immediate danger, call 112. You are not alone.',
    medical:
      'This could be a medical emergency. Call 112 for an ambulance now, or go to the nearest hospital emergency department. Do not wait for an online consultation.',
    violence:
      'If you or someone else is in danger, call 112 now for the police. Women can also call the Women Helpline on 181. For emotional support afterwards, Tele-MANAS answers on 14416.',
  },
  hi: {
    'self-harm':
      'अगर आपके मन में ख़ुद को नुकसान पहुंचाने के विचार आ रहे हैं, तो कृपया अभी Tele-MANAS को 14416 पर कॉल करें: यह मुफ़्त और गोपनीय है, और दिन-रात खुला रहता है। अगर आप तुरंत ख़तरे में हैं, तो 112 पर कॉल करें। आप अकेले नहीं हैं।',
    medical:
      'यह मेडिकल इमरजेंसी हो सकती है। एम्बुलेंस के लिए अभी 112 पर कॉल करें, या सबसे नज़दीकी अस्पताल के इमरजेंसी विभाग में जाएं। ऑनलाइन परामर्श का इंतज़ार न करें।',
    violence:
      'अगर आप या कोई और ख़तरे में है, तो पुलिस के लिए अभी 112 पर कॉल करें। महिलाएं महिला हेल्पलाइन 181 पर भी कॉल कर सकती हैं। बाद में भावनात्मक सहारे के लिए Tele-MANAS 14416 पर उपलब्ध है।',
  },
};

const NOT_AN_EMERGENCY_SERVICE: Record<Language, string> = {
  en: 'Salahkar is not an emergency service.',
  hi: 'सलाहकार कोई इमरजेंसी सेवा नहीं है।',
};

/** The emergency guidance an answer starts with; Salahkar itself is not an emergency service. */
export function emergencyGuidance(kind: EmergencyKind, language: Language = 'en'): string {
  return `${GUIDANCE[language][kind]} ${NOT_AN_EMERGENCY_SERVICE[language]}`;
}

/** Said whenever the assistant touches a field whose advice could be taken as final. */
export const NOT_FINAL_ADVICE: Record<Language, Partial<Record<Category, string>>> = {
  en: {
    Doctor:
      'This is general information, not a diagnosis or treatment: a verified doctor should look at your case before you act on anything.',
    Lawyer:
      'This is general information, not legal advice: a verified lawyer should look at your documents before you act.',
    CA: 'This is general information, not financial or tax advice: a verified CA should look at your figures before you act.',
  },
  hi: {
    Doctor:
      'यह सामान्य जानकारी है, जांच या इलाज नहीं: कोई भी कदम उठाने से पहले किसी सत्यापित डॉक्टर को अपना मामला ज़रूर दिखाएं।',
    Lawyer:
      'यह सामान्य जानकारी है, कानूनी सलाह नहीं: कोई कदम उठाने से पहले किसी सत्यापित वकील को अपने दस्तावेज़ ज़रूर दिखाएं।',
    CA: 'यह सामान्य जानकारी है, वित्तीय या टैक्स सलाह नहीं: कोई कदम उठाने से पहले किसी सत्यापित CA को अपने आंकड़े ज़रूर दिखाएं।',
  },
};
