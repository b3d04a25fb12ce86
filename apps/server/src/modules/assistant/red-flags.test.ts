import { describe, expect, it } from 'vitest';
import { redFlagAdvice, warningSignsFor } from './red-flag-advice.ts';
import { conversationRedFlag, redFlagIn, type RedFlagKind } from './red-flags.ts';
import type { Script } from './script.ts';

describe('red flags', () => {
  it.each([
    // The examples.
    ['I no longer want to live, nothing matters', 'self-harm'],
    ["My father's face is drooping on one side and his speech is slurred", 'stroke'],
    ['papa ko seene me dard ho raha hai aur bahut pasina aa raha hai', 'heart'],
    // The older ones.
    ['I have chest pain and my left arm is numb', 'heart'],
    ['माँ बेहोश हो गई हैं', 'unconscious'],
    ['mann karta hai khudkushi kar lu', 'self-harm'],
    ['मैं आत्महत्या के बारे में सोच रहा हूं', 'self-harm'],
    ['my husband is beating me right now', 'violence'],
    ['padosi jaan se maarne ki dhamki de raha hai', 'violence'],
    ['my 2 year old has fever and a stiff neck', 'child-fever'],
    ['main 4 mahine ki pregnant hoon aur bleeding ho rahi hai', 'pregnancy-bleeding'],
    ['he drank pesticide', 'poisoning'],
    // Phrasings an audit found missed (words between "seene me" and "dard", "killing myself",
    // a husband who "maarta hai", hanging, snake bites, an overdose told in Hinglish…).
    ['I feel like killing myself', 'self-harm'],
    ['I am going to hang myself tonight', 'self-harm'],
    ['life is not worth living anymore', 'self-harm'],
    ['mujhe mar jana hai, kuch accha nahi lagta', 'self-harm'],
    ['aaj raat phanda laga lunga', 'self-harm'],
    ['मुझे मर जाना है', 'self-harm'],
    ['मैं खुद को मार डालूंगा', 'self-harm'],
    ['मन करता है फांसी लगा लूं', 'self-harm'],
    ['my chest hurts and I am sweating', 'heart'],
    ['sharp pain in chest since morning', 'heart'],
    ['papa ko seene me bahut tez dard ho raha hai', 'heart'],
    ['sine me dard aur ghabrahat', 'heart'],
    ['chest me dard ho raha hai left arm tak', 'heart'],
    ['मम्मी के सीने में तेज़ दर्द हो रहा है', 'heart'],
    ['her mouth is drooping and she suddenly cannot speak', 'stroke'],
    ['sudden weakness in his left arm and leg', 'stroke'],
    ['dadaji ka aadha sharir sunn ho gaya hai', 'stroke'],
    ['पापा का एक तरफ़ का शरीर सुन्न हो गया है', 'stroke'],
    ['he is vomiting blood', 'bleeding'],
    ['khoon bahut beh raha hai ruk hi nahi raha', 'bleeding'],
    ['ख़ून रुक ही नहीं रहा', 'bleeding'],
    ['she can’t catch her breath and her lips look blue', 'breathing'],
    ['maa ki saans bahut phool rahi hai', 'breathing'],
    ['my brother took 30 sleeping pills', 'poisoning'],
    ['usne neend ki bahut saari goliyan kha li', 'poisoning'],
    ['a snake bit my father in the field', 'poisoning'],
    ['saanp ne kaat liya hai', 'poisoning'],
    ['चाचा को सांप ने काट लिया', 'poisoning'],
    ['grandma is not responding to us', 'unconscious'],
    ['my husband mujhe roz maarta hai', 'violence'],
    ['mera shauhar mujhe peet-ta hai', 'violence'],
    ['मेरा पति मुझे रोज़ पीटता है', 'violence'],
    ['he threatened to throw acid on me', 'violence'],
    ['I want to end everything tonight', 'self-harm'],
    ['i wish i was dead', 'self-harm'],
    ['sab khatam kar dunga aaj', 'self-harm'],
    ['अब और नहीं जीना', 'self-harm'],
    ['dad clutching his chest and sweating', 'heart'],
    ['pain spreading from chest to jaw, cold sweat', 'heart'],
    ['mummy ka ek haath aur pair achanak kaam nahi kar raha', 'stroke'],
    ['अचानक बोलना बंद हो गया और एक हाथ नहीं उठ रहा', 'stroke'],
    ["uncle's face suddenly went crooked and he can't talk", 'stroke'],
    ['his words are jumbled and his arm is numb', 'stroke'],
    ['he cut his leg with an axe and blood is pouring', 'bleeding'],
    ['khoon band nahi ho raha', 'bleeding'],
    ['severe asthma attack, inhaler not working', 'breathing'],
    ["my father is breathless and can't speak", 'breathing'],
    ['सांस लेने में बहुत दिक्कत हो रही है', 'breathing'],
    ['bachche ne dawai ki poori bottle pi li', 'poisoning'],
    ['my daughter drank toilet cleaner', 'poisoning'],
    ['baby ko bukhar aur daure pad rahe hain', 'child-fever'],
    ['ससुराल में मुझे रोज़ पीटा जाता है', 'violence'],
    ['mujhe ghar me band kar ke maarte hain', 'violence'],
    ['pati ne mujhe jalane ki koshish ki', 'violence'],
    ['nana ji gir gaye aur uth nahi rahe', 'unconscious'],
    ["I don't see any reason to keep living", 'self-harm'],
    ['mere seene me bahut zor ka dard uth raha hai', 'heart'],
    ["mom's speech suddenly became unclear and her face looks uneven", 'stroke'],
    ['dadi ki awaaz ladkhada rahi hai', 'stroke'],
    ['uska chehra ek taraf latak gaya', 'stroke'],
    ["my neighbour's kid is being beaten badly every day", 'child-at-risk'],
  ] as [string, RedFlagKind][])('hears %j as %s', (text, kind) => {
    expect(redFlagIn(text)).toBe(kind);
  });

  it.each([
    'help me file itr with crypto trading profits',
    'the grape export contract needs review',
    'how do refunds work',
    'रोज़ सीने में जलन होती है',
    'food poisoning last week, still weak',
    // Near misses of the wider patterns.
    'my son is 4 and cannot speak properly yet, which therapist?',
    'aadha kaam hua hai, contractor paise maang raha hai',
    'I took a sleeping pill last night and still could not sleep',
    'bahut dawai le li par aaram nahi mila',
    'sudden weight loss and weakness for a month',
    'mujhe kamar dard hai',
    'my father had a stroke two years ago, we need physiotherapy advice',
    'the kid jumped from the sofa and hurt his ankle',
    'main pregnant hoon, kon sa doctor dikhana chahiye?',
    'pregnancy blood test report samajhna hai',
    'need help with stroke rehabilitation exercises',
    'poison ivy rash',
    'suicide prevention NGO registration',
    "stroke patient's disability pension",
    'breathing problem when climbing stairs for a month',
    'I want to end my contract with the builder',
    'my son has had unclear speech since childhood',
    'uneven skin tone on my face, which dermatologist?',
  ])('stays quiet for %j', (text) => {
    expect(redFlagIn(text)).toBeNull();
  });

  it('reads the spellings phones and keyboards produce', () => {
    // A phone's curly apostrophe, and ख़ typed as one character instead of ख and a nukta.
    expect(redFlagIn('I can’t breathe')).toBe('breathing');
    expect(redFlagIn('I don’t want to live')).toBe('self-harm');
    expect(
      redFlagIn(
        '\u0959\u0942\u0928 \u0928\u0939\u0940\u0902 \u0930\u0941\u0915 \u0930\u0939\u093e',
      ),
    ).toBe('bleeding');
    expect(redFlagIn('सीने  में\u200c दर्द')).toBe('heart');
    expect(redFlagIn('चेहरा टेढा हो गया')).toBe('stroke');
  });

  it('hears an emergency told over a few messages', () => {
    expect(conversationRedFlag(['I am 5 months pregnant', 'now I am bleeding'], false)).toBe(
      'pregnancy-bleeding',
    );
    expect(
      conversationRedFlag(['my 2 year old has fever', 'and now she is having fits'], false),
    ).toBe('child-fever');
    // A question about Salahkar still gets it when the signs only meet across messages.
    expect(conversationRedFlag(['main pregnant hoon', 'bleeding ho rahi hai, refund?'], true)).toBe(
      'pregnancy-bleeding',
    );
    // An emergency told a message before keeps its advice first, unless the person moved on.
    expect(
      conversationRedFlag(['my dad has chest pain', 'he is 62, what should we do?'], false),
    ).toBe('heart');
    expect(conversationRedFlag(['my dad has chest pain', 'how do refunds work?'], true)).toBeNull();
    // Only the last three messages count.
    expect(
      conversationRedFlag(['my dad has chest pain', 'ok', 'ok', 'what next?'], false),
    ).toBeNull();
    expect(conversationRedFlag(['pregnancy diet advice', 'and vitamins'], false)).toBeNull();
  });

  it('starts with the number to call, the same numbers in every script', () => {
    const numbers = (text: string) => text.match(/\d{3,5}/g);
    const expected: Partial<Record<RedFlagKind, string[]>> = {
      'self-harm': ['14416', '112'],
      violence: ['112', '181', '14416'],
      'child-at-risk': ['1098', '112'],
      stroke: ['112'],
    };
    for (const [kind, wanted] of Object.entries(expected)) {
      for (const script of ['en', 'hi', 'hl'] as Script[]) {
        expect(numbers(redFlagAdvice(kind as RedFlagKind, script))).toEqual(wanted);
      }
    }
    expect(redFlagAdvice('self-harm', 'en')).toMatch(/^Please call Tele-MANAS on 14416 now/);
  });

  it('gives the signs to watch for beside daily chest burning', () => {
    expect(warningSignsFor('रोज़ सीने में जलन होती है', 'hi')).toMatch(/112/);
    expect(warningSignsFor('ghutne me dard', 'hl')).toBeNull();
  });
});
