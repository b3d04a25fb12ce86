import type { Category } from '@salahkar/domain';
import type { Script } from './script.ts';

// Emergencies are red-flags.ts and red-flag-advice.ts; this is the caution an answer about a need
// carries.

/** Said whenever the assistant touches a field whose advice could be taken as final. */
export const NOT_FINAL_ADVICE: Record<Script, Partial<Record<Category, string>>> = {
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
  hl: {
    Doctor:
      'Yeh general jaankari hai, diagnosis ya ilaaj nahi: kuch bhi karne se pehle kisi verified doctor ko apna case zaroor dikhaiye.',
    Lawyer:
      'Yeh general jaankari hai, legal advice nahi: koi kadam uthane se pehle kisi verified lawyer ko apne documents zaroor dikhaiye.',
    CA: 'Yeh general jaankari hai, financial ya tax advice nahi: koi kadam uthane se pehle kisi verified CA ko apne figures zaroor dikhaiye.',
  },
};
