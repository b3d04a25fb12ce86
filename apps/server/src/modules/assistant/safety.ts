import type { Category } from '@salahkar/domain';

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

const GUIDANCE: Record<EmergencyKind, string> = {
  'self-harm':
    'If you are thinking about harming yourself, please call Tele-MANAS on 14416 now: it is free, confidential and open all day and night. If you are in immediate danger, call 112. You are not alone.',
  medical:
    'This could be a medical emergency. Call 112 for an ambulance now, or go to the nearest hospital emergency department. Do not wait for an online consultation.',
  violence:
    'If you or someone else is in danger, call 112 now for the police. Women can also call the Women Helpline on 181. For emotional support afterwards, Tele-MANAS answers on 14416.',
};

/** The emergency guidance an answer starts with; Salahkar itself is not an emergency service. */
export function emergencyGuidance(kind: EmergencyKind): string {
  return `${GUIDANCE[kind]} Salahkar is not an emergency service.`;
}

/** Said whenever the assistant touches a field whose advice could be taken as final. */
export const NOT_FINAL_ADVICE: Partial<Record<Category, string>> = {
  Doctor:
    'This is general information, not a diagnosis or treatment: a verified doctor should look at your case before you act on anything.',
  Lawyer:
    'This is general information, not legal advice: a verified lawyer should look at your documents before you act.',
  CA: 'This is general information, not financial or tax advice: a verified CA should look at your figures before you act.',
};
