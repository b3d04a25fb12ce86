import {
  CATEGORIES,
  LABELS,
  specializationLabel,
  type Category,
  type Language,
} from '@salahkar/domain';
import { uiName } from './facts/web-catalogs.ts';
import type { Script } from './script.ts';

// Every sentence the built-in assistant writes itself, in English, Hindi (Devanagari) and
// romanised Hindi. The English ones are the spec's and stay word for word. Buttons are named as
// the reader's screen names them (the site's language), from the web's own catalogs.

/** A professional of the field, as a sentence names them ('a verified Lawyer' / 'वकील'); romanised Hindi uses the English names. */
export const labelOf = (category: Category, script: Script) =>
  LABELS[script === 'hi' ? 'hi' : 'en'].category[category];

/** The field, as the landing page titles it ('Legal Expert' / 'कानूनी विशेषज्ञ'). */
export const fieldOf = (category: Category, script: Script) =>
  LABELS[script === 'hi' ? 'hi' : 'en'].categoryField[category];

const fieldsList = (script: Script) =>
  CATEGORIES.map((category) => `${labelOf(category, script)} (${fieldOf(category, script)})`).join(
    ', ',
  );

/** When the assistant cannot tell what is needed yet. */
export const ASK_FOR_MORE: Record<Script, string> = {
  en: `Tell me in a sentence or two what has happened and what you would like done, in English, Hinglish or Hindi, and I will suggest the right professional. Salahkar has verified experts in ${fieldsList('en')}. You can also ask me how refunds, payments, fees or privacy work here.`,
  hi: `एक-दो वाक्यों में बताएं कि क्या हुआ है और आप क्या करवाना चाहते हैं — हिंदी, हिंग्लिश या अंग्रेज़ी में — और मैं आपको सही प्रोफ़ेशनल सुझाऊंगा। सलाहकार पर इन क्षेत्रों के सत्यापित विशेषज्ञ हैं: ${fieldsList('hi')}। आप मुझसे यह भी पूछ सकते हैं कि यहां रिफ़ंड, भुगतान, फ़ीस या गोपनीयता कैसे काम करते हैं।`,
  hl: `Ek-do line mein bataiye ki kya hua hai aur aap kya karwana chahte hain — Hinglish, Hindi ya English mein — aur main sahi professional suggest karunga. Salahkar par in fields ke verified experts hain: ${fieldsList('hl')}. Aap mujhse yeh bhi pooch sakte hain ki refund, payment, fees ya privacy yahan kaise kaam karte hain.`,
};

export const GREETING_REPLY: Record<Script, string> = {
  en: `Namaste! ${ASK_FOR_MORE.en}`,
  hi: `नमस्ते! ${ASK_FOR_MORE.hi}`,
  hl: `Namaste! ${ASK_FOR_MORE.hl}`,
};

/** A question the assistant has no facts for: says so, and what it can help with. */
export const OUT_OF_SCOPE: Record<Script, string> = {
  en: `I can't help with that here: I only know about Salahkar and about finding the right professional, so I won't guess. ${ASK_FOR_MORE.en}`,
  hi: `इसमें मैं यहां मदद नहीं कर सकता: मैं सिर्फ़ सलाहकार और सही प्रोफ़ेशनल ढूंढने के बारे में जानता हूं, इसलिए अंदाज़ा नहीं लगाऊंगा। ${ASK_FOR_MORE.hi}`,
  hl: `Isme main yahan madad nahi kar sakta: main sirf Salahkar aur sahi professional dhoondhne ke baare mein jaanta hoon, isliye andaaza nahi lagaunga. ${ASK_FOR_MORE.hl}`,
};

/** 'This looks like a Legal Expert question: Property Law.' */
export function looksLike(
  category: Category,
  specialization: string | null | undefined,
  script: Script,
): string {
  const field = fieldOf(category, script);
  if (script === 'hi') {
    return specialization
      ? `यह ${field} से जुड़ा सवाल लगता है: ${specializationLabel(specialization, 'hi')}।`
      : `यह ${field} से जुड़ा सवाल लगता है।`;
  }
  if (script === 'hl') {
    return specialization
      ? `Yeh ${field} ka sawaal lagta hai: ${specialization}.`
      : `Yeh ${field} ka sawaal lagta hai.`;
  }
  return specialization
    ? `This looks like a ${field} question: ${specialization}.`
    : `This looks like a ${field} question.`;
}

export function verifiedCanHelp(category: Category, script: Script): string {
  if (script === 'hi') {
    return `सलाहकार पर कोई सत्यापित ${labelOf(category, script)} आपके मामले की पूरी जानकारी देखकर आपको ऑफ़र भेज सकते हैं।`;
  }
  if (script === 'hl') {
    return `Salahkar par koi verified ${LABELS.en.category[category]} aapke case ki details dekh kar aapko offer bhej sakte hain.`;
  }
  return `A verified ${LABELS.en.category[category]} on Salahkar can look at the details of your case and send you an offer.`;
}

/** The usual fee of a specialization, with the range already written in rupees. */
export function usualFee(specialization: string, range: string, script: Script): string {
  if (script === 'hi') {
    return `${specializationLabel(specialization, 'hi')} के सामान्य अनुरोध आम तौर पर ${range} के होते हैं; मीडियम और अर्जेंट अनुरोधों पर वे अर्जेंसी स्तर लागू होते हैं जो पोस्ट करते समय दिखते हैं।`;
  }
  if (script === 'hl') {
    return `${specialization} ki normal requests aam taur par ${range} ki hoti hain; medium aur urgent requests par woh urgency tiers lagte hain jo post karte waqt dikhte hain.`;
  }
  return `Normal requests for ${specialization} are usually ${range}; medium and urgent ones follow the urgency tiers shown when you post.`;
}

/** How to go on to the form, naming the widget's button as the reader's screen shows it. */
export function postThis(script: Script, pageLanguage: Language): string {
  const button = `"${uiName('postDraft', pageLanguage)}"`;
  if (script === 'hi') {
    return `${button} चुनें: फ़ॉर्म यह जानकारी भरकर खुलेगा, और पोस्ट करने से पहले आप इसमें कुछ भी बदल सकते हैं।`;
  }
  if (script === 'hl') {
    return `${button} chuniye: form yeh jaankari bhar kar khulega, aur post karne se pehle aap kuch bhi badal sakte hain.`;
  }
  return `Choose ${button} to open the form with this filled in; you can change anything before posting.`;
}

/** A follow-up about the need already told: what comes next, the draft kept up to date. */
export function whatNext(category: Category, script: Script, pageLanguage: Language): string {
  const label = labelOf(category, script);
  if (script === 'hi') {
    return `अगला कदम: अपना अनुरोध पोस्ट करें; सत्यापित ${label} ऑफ़र भेजेंगे, आप अपनी पसंद का ऑफ़र चुनकर सुरक्षित भुगतान करेंगे और फिर उनसे चैट कर सकेंगे। ${postThis(script, pageLanguage)}`;
  }
  if (script === 'hl') {
    return `Agla step: apni request post kijiye; verified ${label} offers bhejenge, aap pasand ka offer chun kar safely pay karenge aur phir unse chat kar payenge. ${postThis(script, pageLanguage)}`;
  }
  return `Next: post your request; verified ${label}s send offers, you choose one and pay securely, then chat with them. ${postThis(script, pageLanguage)}`;
}

/** Said when the model drafted a request without writing anything itself. */
export function draftSentence(
  category: Category,
  specialization: string | null,
  script: Script,
  pageLanguage: Language,
): string {
  return `${looksLike(category, specialization, script)} ${postThis(script, pageLanguage)}`;
}

/** The instruction the model gets about the script of its answer. */
export const ANSWER_IN: Record<Script, string> = {
  en: 'This message is in English: answer in English.',
  hi: 'This message is in Hindi (Devanagari): answer in simple, polite Hindi written in Devanagari (use "आप"), keeping common English product words such as refund, payment, UPI and OTP as Indians say them.',
  hl: 'This message is in Hindi written in Latin letters (Hinglish): answer in the same romanised Hindi, in Latin letters only, never Devanagari, politely (use "aap").',
};
