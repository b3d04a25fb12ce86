import {
  CATEGORIES,
  CATEGORY_FIELDS,
  CATEGORY_LABELS,
  type AssistantPagePath,
  type Category,
  type Language,
} from '@salahkar/domain';

// Every sentence the built-in assistant writes itself, in English and in Hindi. The English ones
// are the spec's and stay word for word; the Hindi ones say the same in plain, polite Hindi.

/** A professional of the field, as a sentence names them ('a verified Lawyer' / 'वकील'). */
export const CATEGORY_LABELS_HI: Record<Category, string> = {
  CA: 'CA',
  Lawyer: 'वकील',
  Doctor: 'डॉक्टर',
  Engineer: 'इंजीनियर',
  Career_Consultant: 'करियर सलाहकार',
};

/** The field, as the landing page titles it ('Legal Expert' / 'कानूनी सलाह'). */
export const CATEGORY_FIELDS_HI: Record<Category, string> = {
  CA: 'CA और फ़ाइनेंस',
  Lawyer: 'कानूनी सलाह',
  Doctor: 'मेडिकल सलाह',
  Engineer: 'इंजीनियरिंग',
  Career_Consultant: 'करियर मार्गदर्शन',
};

export const labelOf = (category: Category, language: Language) =>
  language === 'hi' ? CATEGORY_LABELS_HI[category] : CATEGORY_LABELS[category];

export const fieldOf = (category: Category, language: Language) =>
  language === 'hi' ? CATEGORY_FIELDS_HI[category] : CATEGORY_FIELDS[category];

const fieldsList = (language: Language) =>
  CATEGORIES.map(
    (category) => `${labelOf(category, language)} (${fieldOf(category, language)})`,
  ).join(', ');

/** When the assistant cannot tell what is needed yet. */
export const ASK_FOR_MORE: Record<Language, string> = {
  en: `Tell me in a sentence or two what has happened and what you would like done, in English, Hinglish or Hindi, and I will suggest the right professional. Salahkar has verified experts in ${fieldsList('en')}. You can also ask me how refunds, payments, fees or privacy work here.`,
  hi: `एक-दो वाक्यों में बताएं कि क्या हुआ है और आप क्या करवाना चाहते हैं — हिंदी, हिंग्लिश या अंग्रेज़ी में — और मैं आपको सही प्रोफ़ेशनल सुझाऊंगा। सलाहकार पर इन क्षेत्रों के सत्यापित विशेषज्ञ हैं: ${fieldsList('hi')}। आप मुझसे यह भी पूछ सकते हैं कि यहां रिफ़ंड, भुगतान, फ़ीस या गोपनीयता कैसे काम करते हैं।`,
};

export const GREETING_REPLY: Record<Language, string> = {
  en: `Namaste! ${ASK_FOR_MORE.en}`,
  hi: `नमस्ते! ${ASK_FOR_MORE.hi}`,
};

/** The label before an answer's sources. */
export const SOURCE_LABEL: Record<Language, string> = { en: 'Source', hi: 'स्रोत' };

/** The post form, as an answer about a need cites it. */
export const POST_PAGE: Record<Language, { path: AssistantPagePath; title: string }> = {
  en: { path: '/submit-consultation', title: 'Post a consultation' },
  hi: { path: '/submit-consultation', title: 'परामर्श का अनुरोध पोस्ट करें' },
};

/** 'This looks like a Legal Expert question: Property Law.' */
export function looksLike(
  category: Category,
  specialization: string | null | undefined,
  language: Language,
): string {
  const field = fieldOf(category, language);
  if (language === 'hi') {
    return specialization
      ? `यह ${field} से जुड़ा सवाल लगता है: ${specialization}।`
      : `यह ${field} से जुड़ा सवाल लगता है।`;
  }
  return specialization
    ? `This looks like a ${field} question: ${specialization}.`
    : `This looks like a ${field} question.`;
}

export function verifiedCanHelp(category: Category, language: Language): string {
  return language === 'hi'
    ? `सलाहकार पर कोई सत्यापित ${labelOf(category, language)} आपके मामले की पूरी जानकारी देखकर आपको ऑफ़र भेज सकते हैं।`
    : `A verified ${CATEGORY_LABELS[category]} on Salahkar can look at the details of your case and send you an offer.`;
}

/** The usual fee of a specialization, with the range already written in rupees. */
export function usualFee(specialization: string, range: string, language: Language): string {
  return language === 'hi'
    ? `${specialization} के सामान्य अनुरोध आम तौर पर ${range} के होते हैं; मीडियम और अर्जेंट अनुरोधों पर वे अर्जेंसी स्तर लागू होते हैं जो पोस्ट करते समय दिखते हैं (/submit-consultation)।`
    : `Normal requests for ${specialization} are usually ${range}; medium and urgent ones follow the urgency tiers shown when you post (/submit-consultation).`;
}

/** How to go on to the form; names the widget's button in the asker's language. */
export const POST_THIS: Record<Language, string> = {
  en: 'Choose "Post this as a request" to open the form with this filled in; you can change anything before posting.',
  hi: '"इसे अनुरोध के रूप में पोस्ट करें" चुनें: फ़ॉर्म यह जानकारी भरकर खुलेगा, और पोस्ट करने से पहले आप इसमें कुछ भी बदल सकते हैं।',
};

/** Said when the model drafted a request without writing anything itself. */
export function draftSentence(
  category: Category,
  specialization: string | null,
  language: Language,
): string {
  return `${looksLike(category, specialization, language)} ${POST_THIS[language]}`;
}

/** The instruction the model gets about the language of its answer. */
export const ANSWER_IN: Record<Language, string> = {
  en: 'This message is in English: answer in English.',
  hi: 'This message is in Hindi or Hinglish: answer in simple, polite Hindi written in Devanagari (use "आप"), keeping common English product words such as refund, payment, UPI and OTP as Indians say them. The passages below are in Hindi.',
};
