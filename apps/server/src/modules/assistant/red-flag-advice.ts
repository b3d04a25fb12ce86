import type { RedFlagKind } from './red-flags.ts';
import type { Script } from './script.ts';

// What to do now, written by us and never by a model: the first words of any answer to an
// emergency. 112 is India's emergency number; Tele-MANAS 14416 the national mental-health line;
// 181 the Women Helpline; 1098 the Child Helpline.

type Advice = Record<Script, string>;

const CALL_112: Advice = {
  en: 'Call 112 for an ambulance now, or get to the nearest hospital emergency department. Do not wait for an online consultation.',
  hi: 'अभी 112 पर कॉल करके एम्बुलेंस बुलाएं, या सबसे नज़दीकी अस्पताल के इमरजेंसी विभाग में जाएं। ऑनलाइन परामर्श का इंतज़ार न करें।',
  hl: 'Abhi 112 par call karke ambulance bulaiye, ya sabse nazdeeki hospital ki emergency mein jaiye. Online consultation ka intezaar mat kijiye.',
};

const FIRST: Record<RedFlagKind, Advice> = {
  'self-harm': {
    en: 'Please call Tele-MANAS on 14416 now: it is free, confidential and open day and night. If you are in immediate danger, call 112. You are not alone.',
    hi: 'कृपया अभी Tele-MANAS को 14416 पर कॉल करें: यह मुफ़्त और गोपनीय है, और दिन-रात खुला रहता है। अगर आप तुरंत ख़तरे में हैं, तो 112 पर कॉल करें। आप अकेले नहीं हैं।',
    hl: 'Please abhi Tele-MANAS ko 14416 par call kijiye: yeh free aur confidential hai, din-raat khula rehta hai. Agar aap turant khatre mein hain to 112 par call kijiye. Aap akele nahi hain.',
  },
  heart: {
    en: `Chest pain like this can be a heart attack. ${CALL_112.en} Sit down and rest; do not drive yourself.`,
    hi: `ऐसा सीने का दर्द हार्ट अटैक हो सकता है। ${CALL_112.hi} बैठकर आराम करें; ख़ुद गाड़ी न चलाएं।`,
    hl: `Aisa seene ka dard heart attack ho sakta hai. ${CALL_112.hl} Baith kar aaram kijiye; khud gaadi mat chalaiye.`,
  },
  stroke: {
    en: `A drooping face, a weak arm or slurred speech are signs of a stroke: every minute counts. ${CALL_112.en} Note the time the signs began.`,
    hi: `चेहरा लटकना, हाथ में कमज़ोरी या बोलने में लड़खड़ाहट स्ट्रोक (लकवे) के लक्षण हैं: हर मिनट क़ीमती है। ${CALL_112.hi} लक्षण शुरू होने का समय नोट करें।`,
    hl: `Chehra latakna, haath mein kamzori ya bolne mein ladkhadahat stroke (lakwa) ke lakshan hain: har minute keemti hai. ${CALL_112.hl} Lakshan shuru hone ka time note kijiye.`,
  },
  bleeding: {
    en: `Press firmly on the wound with a clean cloth and keep pressing. ${CALL_112.en}`,
    hi: `घाव पर साफ़ कपड़े से ज़ोर से दबाव बनाए रखें। ${CALL_112.hi}`,
    hl: `Zakhm par saaf kapde se zor se dabaav banaye rakhiye. ${CALL_112.hl}`,
  },
  'pregnancy-bleeding': {
    en: `Bleeding in pregnancy needs a doctor today. ${CALL_112.en}`,
    hi: `गर्भावस्था में ख़ून आना तुरंत डॉक्टर को दिखाने की बात है। ${CALL_112.hi}`,
    hl: `Pregnancy mein khoon aana turant doctor ko dikhane ki baat hai. ${CALL_112.hl}`,
  },
  breathing: {
    en: `Trouble breathing is an emergency. ${CALL_112.en}`,
    hi: `सांस लेने में तकलीफ़ इमरजेंसी है। ${CALL_112.hi}`,
    hl: `Saans lene mein takleef emergency hai. ${CALL_112.hl}`,
  },
  poisoning: {
    en: `${CALL_112.en} Keep the packet or bottle to show the doctors, and do not make the person vomit.`,
    hi: `${CALL_112.hi} डॉक्टरों को दिखाने के लिए पैकेट या बोतल साथ रखें, और उल्टी न करवाएं।`,
    hl: `${CALL_112.hl} Doctors ko dikhane ke liye packet ya bottle saath rakhiye, aur ulti mat karwaiye.`,
  },
  unconscious: {
    en: `${CALL_112.en} Lay the person on their side and stay with them.`,
    hi: `${CALL_112.hi} व्यक्ति को करवट से लिटाएं और उनके पास रहें।`,
    hl: `${CALL_112.hl} Vyakti ko karwat se litaiye aur unke paas rahiye.`,
  },
  'child-fever': {
    en: `A child with fever and a stiff neck or fits needs a hospital now. ${CALL_112.en}`,
    hi: `बुखार के साथ गर्दन अकड़ना या दौरे पड़ना हो तो बच्चे को अभी अस्पताल ले जाना ज़रूरी है। ${CALL_112.hi}`,
    hl: `Bukhar ke saath gardan akadna ya daure padna ho to bachche ko abhi hospital le jaana zaroori hai. ${CALL_112.hl}`,
  },
  'child-at-risk': {
    en: 'If a child is being harmed, call the Child Helpline on 1098 now (free, day and night); if the child is in immediate danger, call 112.',
    hi: 'अगर किसी बच्चे को नुकसान पहुंचाया जा रहा है, तो अभी चाइल्ड हेल्पलाइन 1098 पर कॉल करें (मुफ़्त, दिन-रात); अगर बच्चा तुरंत ख़तरे में है, तो 112 पर कॉल करें।',
    hl: 'Agar kisi bachche ko nuksaan pahunchaya ja raha hai to abhi Child Helpline 1098 par call kijiye (free, din-raat); agar bachcha turant khatre mein hai to 112 par call kijiye.',
  },
  violence: {
    en: 'If you or someone at home is in danger, call 112 now for the police. Women can call the Women Helpline on 181 at any hour. For emotional support, Tele-MANAS answers on 14416.',
    hi: 'अगर आप या घर में कोई ख़तरे में है, तो पुलिस के लिए अभी 112 पर कॉल करें। महिलाएं किसी भी समय महिला हेल्पलाइन 181 पर कॉल कर सकती हैं। भावनात्मक सहारे के लिए Tele-MANAS 14416 पर उपलब्ध है।',
    hl: 'Agar aap ya ghar mein koi khatre mein hai to police ke liye abhi 112 par call kijiye. Mahilayen kabhi bhi Women Helpline 181 par call kar sakti hain. Emotional support ke liye Tele-MANAS 14416 par hai.',
  },
};

const NOT_AN_EMERGENCY_SERVICE: Advice = {
  en: 'Salahkar is not an emergency service.',
  hi: 'सलाहकार कोई इमरजेंसी सेवा नहीं है।',
  hl: 'Salahkar emergency service nahi hai.',
};

/** The paragraph an answer to a red flag starts with: what to do now, before anything else. */
export function redFlagAdvice(kind: RedFlagKind, script: Script): string {
  return `${FIRST[kind][script]} ${NOT_AN_EMERGENCY_SERVICE[script]}`;
}

/**
 * Signs to watch for, said beside the routing of a need that is not an emergency yet but could
 * turn into one (daily chest burning may be acidity, or the heart).
 */
const WATCH_FOR: { pattern: RegExp; advice: Advice }[] = [
  {
    pattern:
      /chest|heartburn|acidity|see?ne? (me|mein|mai)|chh?aa?ti|सीने|छाती|palpitation|dhadkan|धड़कन/i,
    advice: {
      en: 'Call 112 at once if it turns into pain or pressure spreading to the arm, jaw or back, or comes with sweating, breathlessness or fainting.',
      hi: 'अगर यह दर्द या दबाव में बदले जो बांह, जबड़े या पीठ तक फैले, या साथ में पसीना, सांस फूलना या चक्कर आए, तो तुरंत 112 पर कॉल करें।',
      hl: 'Agar yeh dard ya dabaav ban jaye jo baanh, jabde ya peeth tak phaile, ya saath mein paseena, saans phoolna ya chakkar aaye, to turant 112 par call kijiye.',
    },
  },
  {
    pattern: /headache|sir ?dard|सिर ?दर्द|dizz|chakkar|चक्कर|numb|sunn|सुन्न/i,
    advice: {
      en: 'Call 112 at once if a face droops, an arm goes weak, speech slurs or the headache is the worst ever and sudden.',
      hi: 'अगर चेहरा लटके, हाथ कमज़ोर पड़े, बोली लड़खड़ाए या अचानक अब तक का सबसे तेज़ सिरदर्द हो, तो तुरंत 112 पर कॉल करें।',
      hl: 'Agar chehra latke, haath kamzor pade, boli ladkhadaye ya achanak ab tak ka sabse tez sir dard ho, to turant 112 par call kijiye.',
    },
  },
];

/** Warning signs for a medical need that is not an emergency yet, or null. */
export function warningSignsFor(text: string, script: Script): string | null {
  return WATCH_FOR.find(({ pattern }) => pattern.test(text))?.advice[script] ?? null;
}
