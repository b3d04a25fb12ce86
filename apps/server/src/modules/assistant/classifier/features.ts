// What the classifier sees of a text. People write the same worry as "property", "propperty",
// "zameen", "jameen" or "ज़मीन", so each word yields several overlapping features: the word, a
// rough phonetic key of romanised Hindi, and character n-grams that a spelling slip only dents.

/** Words that say nothing about the field, in English and romanised Hindi. */
const STOPWORDS = new Set(
  (
    'a an and are am as at be been but by can could do does for from had has have he her him his ' +
    'how i if in into is it its me my of on or our please should so some that the their them ' +
    'then there they this to us was we what when where which who why will with would you your ' +
    'hai hain h ho hu hoon tha thi the ka ki ke ko se me mein mai main mera meri mere mujhe ' +
    'hum humne aur ya bhi to toh kya kaise koi kuch ek par pe ne ye yeh wo woh hua hota karna ' +
    'karni karne karu karo chahiye abhi'
  ).split(' '),
);

const DEVANAGARI_STOPWORDS = new Set(
  'है हैं था थी थे का की के को से में मैं मेरा मेरी मेरे मुझे और या भी तो क्या कैसे कोई कुछ एक पर ने यह वह हो'.split(
    ' ',
  ),
);

/** Lower case, one script per word, no punctuation; nukta and chandrabindu folded away. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u093c\u0901]/g, '')
    .replace(/\u0902/g, 'न')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const isDevanagari = (word: string) => /[\u0900-\u097f]/.test(word);

/**
 * A rough sound key for a romanised word: doubled letters and long vowels collapse, a final
 * vowel drops ("resume", "resumee", "resum"), and the spellings Hinglish writers swap (z/j, w/v,
 * ph/f, sh/s, q/k, ee/i, oo/u) meet.
 */
export function soundKey(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/ee|ii|ey/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/q|c(?=[aou])/g, 'k')
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=.)[aeiouy]+(?=.)/g, (vowels) => vowels[0]!)
    .replace(/(?<=...)[aeiouy]+$/, '');
}

function charGrams(word: string, sizes: readonly number[]): string[] {
  const padded = `<${word}>`;
  const grams: string[] = [];
  for (const size of sizes) {
    for (let start = 0; start + size <= padded.length; start += 1) {
      grams.push(`c:${padded.slice(start, start + size)}`);
    }
  }
  return grams;
}

/** The words of a text that carry meaning, normalised. */
export function contentWords(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter(
      (word) =>
        word.length > 1 &&
        !STOPWORDS.has(word) &&
        !DEVANAGARI_STOPWORDS.has(word) &&
        !/^\d+$/.test(word),
    );
}

/** Every feature of a text: words, sound keys, adjacent word pairs and character 3- and 4-grams. */
export function featuresOf(text: string): string[] {
  const words = contentWords(text);
  const features: string[] = [];
  words.forEach((word, index) => {
    features.push(`w:${word}`);
    if (!isDevanagari(word)) {
      const key = soundKey(word);
      features.push(`s:${key}`);
      features.push(...charGrams(key, [3, 4]));
    } else {
      features.push(...charGrams(word, [2, 3]));
    }
    const next = words[index + 1];
    if (next) features.push(`b:${word}_${next}`);
  });
  return features;
}

/** A word as the retriever indexes and looks it up: normalised, sound-keyed, or null to skip. */
export function indexTerm(term: string): string | null {
  const [word] = contentWords(term);
  if (!word) return null;
  return isDevanagari(word) ? word : soundKey(word);
}
