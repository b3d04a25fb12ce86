import type { Language } from '@salahkar/domain';

// Which language a message is in. People write Hindi in Devanagari, or in Latin letters ("mujhe
// refund kab milega"); script.ts tells the two apart, and the answer keeps the asker's script.

/** Hindi words written in Latin letters that English text does not use. */
const HINGLISH_WORDS = new Set(
  (
    'hai hain hoon hun hu tha thi mujhe mujhko humko hamko mera meri mere hamara hamari ' +
    'tera teri tumhara aapka aapki apna apni apne uska uski unka unki iska iski kya kyu kyun kyon ' +
    'kaise kaisa kab kahan kaha kitna kitni kitne kaun kisko kisne nahi nahin nhi aur bhi ' +
    'lekin magar agar toh kar karna karni karne karo kariye kijiye karu karun karunga karungi ' +
    'kiya kiye ki ke ka ko se mein mai mujhse sakta sakti sakte skta hoga hogi honge hota hoti ' +
    'hote raha rahi rahe gaya gayi gaye mila mili mile milega milegi milenge milta milti ' +
    'chahiye chahta chahti chahte batao bataye bataiye bata dijiye dena dedo lena liya diya ' +
    'wapas vapas paisa paise kab tak abhi jaldi bahut zyada jyada thoda sirf yahan wahan ' +
    'kuch koi sab saath sath liye wala wali wale hua hui huye hue bhai ji haan ya yeh ye woh wo ' +
    'aap tum hum main pe par wapis ghar kaam pata samajh samjha samjhao samjha do lo le lu ' +
    'karwana karwani karwao karwau karwaya karke karte karta karti aaya aayi aaye aata aati ' +
    'jana jata jati jaata jaati jayega lagana lagenge lagega lagta lagti lagwau likha likhna ' +
    'likhu bhejna bheja dekh dekho dekhna batao bolu dene dena seekhu sudharna sudharwana ' +
    'kaunsa kaunsi kaunse konsa konsi hamesha rehti rehta baar kam zyada dard pet ghutne gardan ' +
    'kabz deewar diwar zameen jameen shaadi naam jhootha jhutha kharab nikla tayari taiyari ' +
    'dusri dusra pehle baad chahie chaiye hoga milenge achha accha theek thik ek'
  ).split(' '),
);

/**
 * Latin words of Hindi that English also writes (me, main, par, do…) count only beside
 * unmistakable ones, so "How do I pay?" stays English; the commonest (to, hi, ho, so) not at all.
 */
const SHARED_WITH_ENGLISH = new Set([
  'main',
  'par',
  'ya',
  'ji',
  'bhai',
  'koi',
  'sab',
  'hum',
  'pata',
  'me',
  'do',
  'le',
  'kam',
  'pet',
  'naam',
  'baar',
  'dene',
]);

const DEVANAGARI = /[\u0900-\u097f]/gu;
const LETTER = /[\p{L}\p{M}]/gu;

/** The share of the letters that are Devanagari. */
function devanagariShare(text: string): number {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return 0;
  return (text.match(DEVANAGARI)?.length ?? 0) / letters;
}

/** How many words of the text are Hinglish, and of how many Latin words. */
function hinglishWords(text: string): { hindi: number; total: number } {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  let hindi = 0;
  let shared = 0;
  for (const word of words) {
    if (SHARED_WITH_ENGLISH.has(word)) shared += 1;
    else if (HINGLISH_WORDS.has(word)) hindi += 1;
  }
  return { hindi: hindi > 0 ? hindi + shared : 0, total: words.length };
}

/**
 * The language a message is written in: 'hi' for Devanagari or Hinglish, 'en' for English, and
 * null when it does not say (a number, "ok", a name, a greeting like "namaste").
 */
export function languageOfText(text: string): Language | null {
  if (devanagariShare(text) >= 0.2) return 'hi';
  const { hindi, total } = hinglishWords(text);
  if (total === 0) return null;
  // Two Hindi words, or one in a short message ("building plan check karo"), make it Hinglish.
  if (hindi >= 2 || (hindi === 1 && total <= 5)) return 'hi';
  return total >= 2 ? 'en' : null;
}
