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

/**
 * Devanagari spelt one way: NFC first (a precomposed ख़ and ख + nukta meet), then the nukta
 * dropped and chandrabindu written as anusvara, as many people type them.
 */
const foldDevanagari = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902');

/** A pattern over folded text: its Devanagari folded the same way (an optional nukta goes). */
function folded(pattern: RegExp): RegExp {
  return new RegExp(foldDevanagari(pattern.source.replace(/\u093c\?/g, '')), pattern.flags);
}

/**
 * A message as the patterns read it: Devanagari folded, a phone's curly apostrophe straight
 * ("can’t breathe"), zero-width joiners gone, runs of spaces one space (line breaks stay: a
 * pattern never reaches across them).
 */
function foldText(text: string): string {
  return foldDevanagari(text)
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[^\S\n]+/g, ' ');
}

const SELF_HARM = folded(
  /(sui?ci?de|suicid|suiside)(?!\w* (prevention|helpline|awareness|hotline))|kill(ing)? ?(my ?self|myself)|(hang|hanging|hanged) (my ?self|myself)|slit(ting)? my wrists?|cut(ting)? my wrists?|jump(ing)? (off|from) (the |a )?(roof|terrace|building|bridge)|end(ing)? (my|this) life|end it all|take my (own )?life|want to die|wanna die|(want to|going to|gonna|will|i'?ll) end (it|it all|everything)\b|wish (i|i'?d) (was|were|be|had) (dead|died|never been born)|rather be dead|noose|rope (is )?ready|rope to hang|(don'?t|dont|do not|no longer|not) (want to|wanna) (live|be alive)|(no|any) reason to (keep )?(live|living|go on)|not worth living|no point (in )?living|better off dead|self[- ]?harm|hurt(ing)? myself|cut(ting)? myself|khud ?[kc]h?ushi|aa?tma ?hatya|aatmhatya|marna chah?t|mar jaa?na (chah?t|hai)|mar jaa?u(n|nga|ngi)?\b|khud ko (maar|khatam|nuksaa?n|hurt)|apne (aap|ap) ko (maar|khatam)|(ph|f)aa?nsi (laga|lga)|(ph|f)and[ae] (laga|lga|se latak)|nas kaa?t|jee?ne ka (mann?|dil) nahi|jee?na nahi (hai|chah?t)|zinda nahi rehna|zindagi khatam kar|sab khatam kar (du|dun|doon|dunga|dungi)\b|nahi jee?na\b|jaan de (du|doon|dun|dunga|dungi)|apni jaan le|जान दे (दूं|दूँ|दूंगा|दूंगी|दूँगा)|अपनी जान ले|आत्म ?हत्या|मरना चाह|मर जाना (चाह|है)|(खुद|अपने आप) को (मार|खत्म)|फांसी (लगा|लगाने)|फंदा|फंदे से|नस काट|मर जाऊं|मर जाऊँ|ख़ुदकुशी|खुदकुशी|जीने (का|की) (मन|इच्छा) नहीं|जीना नहीं चाह|नहीं जीना|सब ख़त्म कर (दूं|दूंगा|दूंगी)|सब खत्म कर (दूं|दूंगा|दूंगी)|ज़िंदा नहीं रहना|ज़िंदगी ख़त्म कर|जिंदगी खत्म कर|ख़ुद को नुक़सान|खुद को नुकसान/i,
);

const HEART = folded(
  /heart ?att?ack|hart ?att?ack|cardiac arrest|chest (pain|pian|hurts?|hurting|ache|aching|is (hurting|paining|tight))|(pain|ache|pressure|tightness) (in|on) (my |his |her |the )?chest|chest (tightness|pressure)|chest (me|mein|mai|main|mei) (dard|pain)|crushing (pain|chest)|(pain|ache|dard) .{0,25}(spread|going|radiat|ja raha|jaa raha)\w* .{0,15}(arm|jaw|back|haath|jabde)|chest .{0,30}(jaw|left arm)|cold sweat|(clutching|holding|grabbing) (his|her|my) chest|s(ee?|i)ne? (me|mein|mai|main|mei) (\S+ ){0,3}(dard|dabav|dabaav|jakdan|bhari?pan)|chh?aa?ti (me|mein|mai|main) (\S+ ){0,2}dard|dil (me|mein) (\S+ ){0,2}dard|dil ka daura|(सीने|छाती) में (\S+ ){0,3}(दर्द|दबाव|जकड़न|भारीपन)|दिल में (\S+ ){0,2}दर्द|दिल का दौरा|हार्ट अटैक/i,
);

const STROKE = folded(
  /\bstroke\b(?!.{0,20}\b(ago|rehab\w*|recovery|physio\w*|patients?|last (year|month))\b)|(face|mouth|lips?|smile) (is |has |was )?(gone |become |suddenly |went )*(dropp?ing|droop(ing|ed|s)?|drooping|fallen|twisted|crooked|lopsided)|sudden(ly)? (can'?t|cannot|unable to|not able to|is unable to) (speak|talk)|(can'?t|cannot|unable to) (speak|talk)( properly| clearly)? suddenly|sudden(ly)? (weakness|numbness|paraly[sz]\w*)( in| of| on)? .{0,15}(arm|leg|face|side|body)|droop(ing|y)? face|slurr?(ed|ing) (speech|words)|(words|speech) (are |is )?(jumbled|garbled)|speech (\w+ )?sudden(ly)? (became|went|got|is) (unclear|garbled|slurred|jumbled)|(face|smile) (looks|is|became|went) (suddenly )?(uneven|lopsided)|speech (is |was )?slurr?ed|(arm|leg|side)( has)? (gone )?(weak|numb|limp) (suddenly|on one side)|one side (of (the|his|her|my) (body|face) )?(is |has |went )?(gone )?(weak|numb|paraly[sz])|mu?n?h? ?(tedha|tedhaa|latak)|moo?n?h ?(tedha|latak)|chehra (\S+ ){0,2}(tedha|latak)|(awaa?z|awaj|aawaz|boli|zubaa?n|jubaa?n) (\S+ )?(ladkhad|lad ?khad)|zu?baa?n (ladkhad|lad ?khad|atak)|bolne me(in)? (dikkat|dikat|takl[ie]e?f|pareshani)|achanak .{0,30}(kaam nahi kar|sunn ho|uth nahi|utha nahi pa|bol nahi pa|bolna band)|(haath|hath|pair|paon|chehra) .{0,20}(achanak|suddenly) (se )?(kaam nahi|sunn|kamzor|latak)|(ek taraf|aadha|adha) (ka |ki )?(sharir|shareer|body|badan|haath|hath|chehra|muh|munh) .{0,10}(sunn|kamzor|lakwa|kaam nahi|latak)|la[kq]wa|लकवा|चेहरा (टेढ़ा|लटक)|(मुंह|मुँह) (टेढ़ा|लटक)|ज़?ुबान (लड़खड़ा|अटक)|बोलने में (दिक्कत|तकलीफ़?|परेशानी)|अचानक .{0,30}(बोलना बंद|बोल नहीं पा|काम नहीं कर|सुन्न हो|नहीं उठ)|(एक तरफ़?|आधा) (का |की )?(शरीर|बदन|हाथ|चेहरा|मुंह) .{0,10}(सुन्न|कमज़ोर|कमजोर|लकवा|काम नहीं|लटक)|आवाज़? लड़खड़ा/i,
);

const BLEEDING = folded(
  /heavy bleeding|bleeding heavily|bleeding (a lot|badly|profusely)|lot of blood|(won'?t|will not|does not|doesn'?t|not) stop(ping)? bleeding|bleeding (is |has )?(not|won'?t) stop|blood (is )?(not|won'?t) stop|blood everywhere|blood (is )?(pouring|gushing|spurting)|(pouring|gushing|spurting) blood|kh(oo?|u)n (ruk|band) (hi )?(nahi|nhi|nahin)|soaked in blood|(vomit|vomiting|throwing up|coughing( up)?) blood|blood in (the )?vomit|kh?o?o?n ki ulti|ulti (me|mein) kh?o?o?n|kh?o?o?n (bahut|bahot|lagatar|kaafi|zyada|jyada) (beh|bah|nikal|aa)|kh?o?o?n (ruk|band) hi (nahi|nhi|nahin)|kh?o?oo?n (nahi|nhi|nahin) ruk|kh?o?oo?n ruk (nahi|nhi|nahin)|bahut (zyada |jyada )?kh?o?o?n (beh|nikal|aa)|kh?o?o?n (beh|bah) raha|ख़?ून (नहीं|नही) रुक|ख़?ून (रुक|बंद) (ही )?(नहीं|नही)|ख़?ून (बहुत|लगातार|काफ़ी|काफी|ज़्यादा|ज्यादा) (बह|निकल|आ)|ख़?ून की उल्टी|उल्टी में ख़?ून|ख़?ून रुक (नहीं|नही)|बहुत (ज़्यादा |ज्यादा )?ख़?ून (बह|निकल|आ)|ख़?ून बह रहा/i,
);

const PREGNANT = folded(
  /pregn?ant|pregnancy|pregnency|garbh|garbhvati|garbhwati|month pregnant|mahine ki pregnant|गर्भ|गर्भवती|प्रेग्नें|प्रेगनें|प्रेग्नेंसी/i,
);
// "blood test" and "kon sa doctor" (which doctor) are no bleeding.
const PREGNANCY_BLEEDING = folded(
  /bleed|spotting|blood(?! (test|sugar|report|pressure|group))|\bkhoo?n|\bkhun\b|ख़?ून|ब्लीडिंग|रक्तस्राव/i,
);

const BREATHING = folded(
  /can'?t breathe?|cannot breathe?|can not breathe?|unable to breathe?|difficulty (in )?breathing|trouble breathing|hard to breathe|struggling to breathe|not breathing|gasping|breathless .{0,5}and (can'?t|cannot|unable)|asthma attack|inhaler (is )?not working|can'?t catch (my|his|her) breath|(severe|sudden|very) (shortness of breath|breathless)|s[aā]a?n?s (bahut |tez |achanak )?(phool|ful) (rahi|raha) hai|s[aā]a?n?s (me|mein) (dikkat|dikat|taklee?f|taklif|pareshani)|choking(?! me)|turning blue|lips (are |turned )?blue|s[aā]a?n?s (nahi|nhi|nahin|nai) (aa|le|ho)|s[aā]a?n?s (lene|lena) me(in)? (\S+ ){0,2}(dikkat|dikat|taklee?f|pareshani)|s[aā]a?n?s ruk|dam ghut|(सांस|साँस) (नहीं|नही) (आ|ले|हो)|(सांस|साँस) लेने में (\S+ ){0,2}(दिक्कत|तकलीफ़?|परेशानी)|(सांस|साँस) रुक|(सांस|साँस) (बहुत |तेज़ |अचानक )?फूल रही है|दम घुट/i,
);

const POISONING = folded(
  /(?<!food )poi?si?on(?! ivy|ous)|(drank|swallowed|drunk|pi liya|pee liya|pi li|pee li) .{0,15}(cleaner|harpic|detergent|bleach|acid|kerosene|phenyl|naphthalene|thinner)|overdose|over dose|swallowed (pills|tablets|bleach|acid|phenyl|kerosene|battery)|drank (bleach|acid|phenyl|pesticide|kerosene)|pesticide|(poori|puri|poora|pura|saari|sari|whole) (bottle|shishi|strip|packet|patta) .{0,10}(pi|pee|kha|nigal|drank|swallowed)|snake ?bite|bitten by a snake|snake (bit|has bitten)|saa?n?p ne kaa?t|(सांप|साँप) ने काट|rat (poison|kill)|chuhe (maar|marne|maarne) (ki )?(dawa|dawai|dava|goli)|चूहे (मार|मारने)|(took|taken|swallowed|ate|has taken) (a whole (bottle|strip|packet) of|all (the|his|her|my) |too many|\d{2,} ).{0,20}(pills|tablets|medicines?)|(bahut|saari|sari|zyada|jyada|poori|puri|\d{2,}) .{0,15}(goli|goliyan|goliyaan|dawai|dawaiyan|tablets?|pills) .{0,10}(kha|nigal) ?(li|liya|liye|lin)|(बहुत|सारी|ज़्यादा|ज्यादा|पूरी) .{0,15}(गोली|गोलियां|गोलियाँ|दवाई|दवाइयां) .{0,10}(खा|निगल) ?(ली|लिया|लीं|लिए)|(phenyl|kerosene|mitti ka tel|tezaab|tejab|harpic) (pi|pee|kha)|(फिनाइल|केरोसिन|मिट्टी का तेल|हार्पिक|तेज़ाब) (पी|खा)|kee?t ?nashak|zee?h[ae]r|jee?h[ae]r|zahar|jahar|ज़हर|जहर|कीटनाशक|ओवरडोज़?|तेज़ाब पी/i,
);

const UNCONSCIOUS = folded(
  /unconscious|not waking up|won'?t wake up|passed out|collapsed|not responding|unresponsive|behosh|behos|be hosh|\b(gir|gire) (gaye|gayi|gaya|padi|pade|pada) .{0,15}(uth nahi|utth nahi|hil nahi)|गिर (गए|गई|गया|पड़े|पड़ी) .{0,15}(उठ नहीं|हिल नहीं)|hosh (me |mein )?nahi|बेहोश|होश (में )?नहीं/i,
);

const CHILD = folded(
  /\b(child(ren)?|baby|son|daughter|kids?|infant|toddler|bach?ch?[aeio]|bacch?[aeio]|beta|beti|munna|munni)\b|\b\d+ ?(years?|yrs?|months?)[ -]old|\b\d+ (saal|mahine) (ka|ki|ke)\b|\d+ (साल|महीने) (का|की|के)|बच्च|बेटा|बेटी|बेटे|शिशु|मुन्ना|मुन्नी/i,
);
const CHILD_FEVER = folded(
  /(stiff neck|neck (is )?stiff|gardan (akad|akd|jakad|stiff)|seizure|convuls|\bfits?\b|jhatke|mirgi|daur[ae] pad|गर्दन (अकड़|जकड़)|(दौरा|दौरे) पड़|झटके|मिर्गी|ऐंठन)/i,
);
const FEVER = folded(/fever|temperature|bukhar|bukhaar|taap|बुखार|ताप/i);
const SEIZURE = folded(/seizure|convuls|mirgi ka daura|मिर्गी का दौरा/i);
const CHILD_HARMED = folded(
  /(abus|molest|touch(ed|es)? (him|her) (wrongly|inappropriately)|beat(s|en|ing)? (him|her|my (son|daughter|child))|being beaten|beaten (up|badly)|locked (him|her) up|sold|traffick|child labou?r|chh?ed ?chh?ad|galat tarah (se )?chh?u|बाल (मज़दूरी|मजदूरी|विवाह)|child marriage|bal vivah|यौन शोषण|छेड़छाड़|गलत तरीके से छू)/i,
);

const VIOLENCE = folded(
  /domestic violence|(husband|wife|father|in-?laws?|partner|boyfriend)\b.{0,30}\b(beats?|beating|hits?|hitting|slaps?|burn(s|ed|t)|attack)|(beating|hitting|kicking|choking) me|beats me|hits me|threaten(ed|ing|s)? to kill|going to kill me|will kill me|\brape|sexual(ly)? assault|\b(pati|husband|shauhar|sasur|saas|devar) .{0,25}\b(maa?r|pee?t)-?(ta|te|ti|a|e)? (hai|hain|h|raha|rahe|rahi|diya|deta|dete)\b|pati .{0,20}(maar|maarta|marta|peet|pit)|(mujhe|mujhko|hume|humein|hamein|maa ko|mummy ko) .{0,30}\b(maa?r|pee?t)-?(ta|te|ti)? (hai|hain|h)\b|acid (attack|phenk|fek|throw)|(tried|trying) to (burn|set fire to) me|set me on fire|(jalane|jala kar maarne|aag lagane) ki koshish|throw acid|sasural (wale|waale) .{0,20}(maar|marte|peet)|maa?r ?pee?t|maa?r (raha|rahe|rahi|dalega|dega|ta hai|te hain)|jaan se maa?r|ghar ?e?lu hinsa|मार (रहा|रहे|रही|डालेगा|देगा|ता है|ते हैं)|मारपीट|मार-पीट|जान से मार|घरेलू हिंसा|बलात्कार|(पति|शौहर|ससुर|सास) .{0,20}(मार|पीट)|मुझे .{0,20}(मारता|मारते|मारती|पीटता|पीटते|पीटती)|(मारा|पीटा) (जाता|जाती)|ससुराल .{0,20}(मार|पीट)|तेज़ाब (फेंक|डाल)|जलाने की कोशिश/i,
);

/** The emergency a message speaks of, the most specific first; null when there is none. */
export function redFlagIn(message: string): RedFlagKind | null {
  const text = foldText(message);
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

/** How many of the person's latest messages an emergency is heard over. */
const RECENT_MESSAGES = 3;

/**
 * The emergency of a conversation, from what the person said (oldest first): the latest
 * message's own; else one told across their recent messages ("I am 5 months pregnant", then "now
 * I am bleeding"), always; else one told a message or two before, unless the latest message asks
 * about Salahkar itself (the person has moved on). The advice then comes first again: the
 * emergency has not gone away because the next message leaves it out.
 */
export function conversationRedFlag(
  said: readonly string[],
  latestAsksAboutSalahkar: boolean,
): RedFlagKind | null {
  const recent = said.slice(-RECENT_MESSAGES);
  const latest = recent.at(-1);
  if (latest === undefined) return null;
  const own = redFlagIn(latest);
  if (own) return own;
  // Line breaks keep each message's words apart, so only the patterns that combine signs
  // (pregnancy and bleeding, a child, fever and fits) can join two messages.
  const together = redFlagIn(recent.join('\n'));
  if (!together) return null;
  const toldEarlier = recent.slice(0, -1).some((text) => redFlagIn(text));
  return toldEarlier && latestAsksAboutSalahkar ? null : together;
}
