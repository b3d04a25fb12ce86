// The reviewed list of emergency patterns, in English, romanised Hindi and Devanagari, with the
// misspellings people type in a hurry. They run before anything else, with or without a model:
// a red flag is never left to a classifier or to the provider. A false alarm costs one paragraph;
// a missed one could cost a life, so the net is wide (`npm run ai:eval` measures both).

export type RedFlagKind =
  | 'self-harm'
  | 'heart'
  | 'stroke'
  | 'bleeding'
  | 'pregnancy-bleeding'
  | 'breathing'
  | 'poisoning'
  | 'unconscious'
  | 'child-fever'
  | 'child-at-risk'
  | 'violence';

const SELF_HARM =
  /sui?ci?de|suicid|suiside|kill (my ?self|myself)|end(ing)? (my|this) life|end it all|take my (own )?life|want to die|wanna die|(don'?t|do not|no longer|not) want to (live|be alive)|no reason to live|better off dead|self[- ]?harm|hurt(ing)? myself|cut(ting)? myself|khud ?[kc]h?ushi|aa?tma ?hatya|aatmhatya|marna chah?t|mar jaa?na chah?t|mar jaun|jee?ne ka (mann?|dil) nahi|jee?na nahi (hai|chah?t)|zinda nahi rehna|zindagi khatam kar|jaan de (du|doon|dun|dunga|dungi)|apni jaan le|जान दे (दूं|दूँ|दूंगा|दूंगी|दूँगा)|अपनी जान ले|आत्म ?हत्या|मरना चाह|मर जाना चाह|मर जाऊं|मर जाऊँ|ख़ुदकुशी|खुदकुशी|जीने (का|की) (मन|इच्छा) नहीं|जीना नहीं चाह|ज़िंदा नहीं रहना|ज़िंदगी ख़त्म कर|जिंदगी खत्म कर|ख़ुद को नुक़सान|खुद को नुकसान/i;

const HEART =
  /heart ?att?ack|hart ?att?ack|cardiac arrest|chest pain|chest pian|pain in (my|his|her|the) chest|chest (tightness|pressure)|crushing (pain|chest)|see?ne? (me|mein|mai|main|mei) (dard|dabav|dabaav|jakdan|bhari?pan)|chh?aa?ti (me|mein|mai|main) dard|dil ka daura|सीने में (दर्द|दबाव|जकड़न|भारीपन)|छाती में दर्द|दिल का दौरा|हार्ट अटैक/i;

const STROKE =
  /\bstroke\b(?!.{0,20}\bago\b)|face (is |has |was )?(dropp?ing|droop(ing|ed|s)?|drooping|fallen|twisted)|droop(ing|y)? face|slurr?(ed|ing) (speech|words)|speech (is |was )?slurr?ed|(arm|leg|side)( has)? (gone )?(weak|numb|limp) (suddenly|on one side)|one side (of (the|his|her|my) (body|face) )?(is |has |went )?(gone )?(weak|numb|paraly[sz])|mu?n?h? ?(tedha|tedhaa|latak)|moo?n?h ?(tedha|latak)|chehra (tedha|latak|lataka)|zu?baa?n (ladkhad|lad ?khad|atak)|bolne me(in)? (dikkat|dikat|takl[ie]e?f|pareshani)|la[kq]wa|लकवा|चेहरा (टेढ़ा|लटक)|(मुंह|मुँह) (टेढ़ा|लटक)|ज़?ुबान (लड़खड़ा|अटक)|बोलने में (दिक्कत|तकलीफ़?|परेशानी)|आवाज़? लड़खड़ा/i;

const BLEEDING =
  /heavy bleeding|bleeding heavily|bleeding (a lot|badly|profusely)|lot of blood|(won'?t|will not|does not|doesn'?t|not) stop(ping)? bleeding|bleeding (is |has )?(not|won'?t) stop|blood (is )?(not|won'?t) stop|kh?o?oo?n (nahi|nhi|nahin) ruk|kh?o?oo?n ruk (nahi|nhi|nahin)|bahut (zyada |jyada )?kh?o?o?n (beh|nikal|aa)|kh?o?o?n (beh|bah) raha|ख़?ून (नहीं|नही) रुक|ख़?ून रुक (नहीं|नही)|बहुत (ज़्यादा |ज्यादा )?ख़?ून (बह|निकल|आ)|ख़?ून बह रहा/i;

const PREGNANT =
  /pregn?ant|pregnancy|pregnency|garbh|garbhvati|garbhwati|month pregnant|mahine ki pregnant|गर्भ|गर्भवती|प्रेग्नें|प्रेगनें|प्रेग्नेंसी/i;
const PREGNANCY_BLEEDING = /bleed|spotting|blood|kh?o?o?n|khun|ख़?ून|ब्लीडिंग|रक्तस्राव/i;

const BREATHING =
  /can'?t breathe?|cannot breathe?|can not breathe?|unable to breathe?|difficulty (in )?breathing|trouble breathing|hard to breathe|struggling to breathe|not breathing|gasping|choking(?! me)|turning blue|lips (are |turned )?blue|s[aā]a?n?s (nahi|nhi|nahin|nai) (aa|le|ho)|s[aā]a?n?s (lene|lena) me(in)? (dikkat|dikat|taklee?f|pareshani)|s[aā]a?n?s ruk|dam ghut|(सांस|साँस) (नहीं|नही) (आ|ले|हो)|(सांस|साँस) लेने में (दिक्कत|तकलीफ़?|परेशानी)|(सांस|साँस) रुक|दम घुट/i;

const POISONING =
  /(?<!food )poi?si?on|overdose|over dose|swallowed (pills|tablets|bleach|acid|phenyl|kerosene|battery)|drank (bleach|acid|phenyl|pesticide|kerosene)|pesticide|keetnashak|kee?t ?nashak|zee?h[ae]r|jee?h[ae]r|zahar|jahar|ज़हर|जहर|कीटनाशक|ओवरडोज़?|तेज़ाब पी/i;

const UNCONSCIOUS =
  /unconscious|not waking up|won'?t wake up|passed out|collapsed|behosh|behos|be hosh|hosh nahi|बेहोश|होश नहीं/i;

const CHILD =
  /\b(child(ren)?|baby|son|daughter|kids?|infant|toddler|bach?ch?[aeio]|bacch?[aeio]|beta|beti|munna|munni)\b|\b\d+ ?(years?|yrs?|months?)[ -]old|\b\d+ (saal|mahine) (ka|ki|ke)\b|\d+ (साल|महीने) (का|की|के)|बच्च|बेटा|बेटी|बेटे|शिशु|मुन्ना|मुन्नी/i;
const CHILD_FEVER =
  /(stiff neck|neck (is )?stiff|gardan (akad|akd|jakad|stiff)|seizure|convuls|\bfits?\b|jhatke|mirgi|daura pad|गर्दन (अकड़|जकड़)|दौरा पड़|झटके|मिर्गी|ऐंठन)/i;
const FEVER = /fever|temperature|bukhar|bukhaar|taap|बुखार|ताप/i;
const SEIZURE = /seizure|convuls|mirgi ka daura|मिर्गी का दौरा/i;
const CHILD_HARMED =
  /(abus|molest|touch(ed|es)? (him|her) (wrongly|inappropriately)|beat(s|en|ing)? (him|her|my (son|daughter|child))|locked (him|her) up|sold|traffick|child labou?r|chh?ed ?chh?ad|galat tarah (se )?chh?u|बाल (मज़दूरी|मजदूरी|विवाह)|child marriage|bal vivah|यौन शोषण|छेड़छाड़|गलत तरीके से छू)/i;

const VIOLENCE =
  /domestic violence|(husband|wife|father|in-?laws?|partner|boyfriend)\b.{0,30}\b(beats?|beating|hits?|hitting|slaps?|burn(s|ed|t)|attack)|(beating|hitting|kicking|choking) me|beats me|hits me|threaten(ed|ing|s)? to kill|going to kill me|will kill me|\brape|sexual(ly)? assault|pati .{0,20}(maar|maarta|marta|peet|pit)|sasural (wale|waale) .{0,20}(maar|marte|peet)|maa?r ?pee?t|maa?r (raha|rahe|rahi|dalega|dega|ta hai|te hain)|jaan se maa?r|ghar ?e?lu hinsa|मार (रहा|रहे|रही|डालेगा|देगा|ता है|ते हैं)|मारपीट|मार-पीट|जान से मार|घरेलू हिंसा|बलात्कार|पति .{0,20}मार/i;

/** The emergency a message speaks of, the most specific first; null when there is none. */
export function redFlagIn(text: string): RedFlagKind | null {
  if (SELF_HARM.test(text)) return 'self-harm';
  const child = CHILD.test(text);
  if (child && CHILD_HARMED.test(text)) return 'child-at-risk';
  if (child && FEVER.test(text) && CHILD_FEVER.test(text)) return 'child-fever';
  if (PREGNANT.test(text) && PREGNANCY_BLEEDING.test(text)) return 'pregnancy-bleeding';
  if (STROKE.test(text)) return 'stroke';
  if (HEART.test(text)) return 'heart';
  if (BREATHING.test(text)) return 'breathing';
  if (POISONING.test(text)) return 'poisoning';
  if (BLEEDING.test(text)) return 'bleeding';
  if (UNCONSCIOUS.test(text) || SEIZURE.test(text)) return 'unconscious';
  if (VIOLENCE.test(text)) return 'violence';
  return null;
}
