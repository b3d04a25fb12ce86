import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/assistant.ts';
import { usePerson } from '../../test/marketplace.ts';

// The built-in assistant as a conversation: the asker's script, follow-ups over the last turns,
// the emergencies, answers from the product's facts with one citation, and only buttons
// that exist on the reader's screen.

const DEVANAGARI = /[\u0900-\u097f]/;
const WEB_SRC = path.resolve(import.meta.dirname, '../../../../web/src');

/** Every message of the web app in one language, read from disk as translators edit them. */
function webMessages(language: 'en' | 'hi'): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full.endsWith(path.join('messages', `${language}.json`))) {
        const catalog = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
        for (const text of Object.values(catalog)) found.add(text);
      }
    }
  };
  walk(WEB_SRC);
  return found;
}

describe('the built-in assistant in conversation', () => {
  const t = useTestApp({ AI_CHAT_MAX_PER_HOUR: '200' });
  const user = usePerson(t);

  const say = async (contents: string[], language?: 'en' | 'hi') => {
    const messages = contents.map((content, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content,
    }));
    const response = await t.request('/api/ai/chat', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: language ? { messages, language } : { messages },
    });
    expect(response.status).toBe(200);
    return response.json();
  };

  it.each([
    ['How long does a refund take?', 'en'],
    ['रिफ़ंड कितने दिन में आता है?', 'hi'],
    ['refund kitne din me aata hai', 'hl'],
    ['income tax return file karna hai, main freelancer hoon', 'hl'],
    ['mujhe career change karna hai IT se data science me', 'hl'],
  ])('answers %j in its own script (%s), whatever the site language', async (text, script) => {
    for (const language of ['en', 'hi'] as const) {
      // A button is quoted as the reader's screen names it: that part follows the site.
      const response = (await say([text], language)).response.replace(/"[^"]+"/g, '');
      if (script === 'hi') expect(response).toMatch(DEVANAGARI);
      else expect(response).not.toMatch(DEVANAGARI);
      if (script === 'hl') expect(response).toMatch(/\b(hai|hain|kijiye|chuniye|aap)\b/);
    }
  });

  it('gives the policies (refunds, privacy, terms) to a romanised-Hindi reader in romanised Hindi', async () => {
    for (const [question, page] of [
      ['refund kaise milta hai', '/cancellation-refund'],
      ['mera case kaun dekh sakta hai', '/privacy'],
      ['professionals ko verify kaise karte ho', '/terms'],
    ] as const) {
      const answer = await say([question], 'en');
      expect(answer.citations).toEqual([expect.objectContaining({ path: page })]);
      const words = answer.response.replace(/"[^"]+"/g, '');
      expect(words).not.toMatch(DEVANAGARI);
      // The policy's own sentences, not the English page's.
      expect(words).not.toMatch(/\b(the|you|your|we|our)\b/i);
      expect(words).toMatch(/\b(aap|aapka|aapko|hai|hain)\b/);
    }
    const refund = await say(['refund kitne din me aata hai']);
    expect(refund.response).toContain('poora refund');
    expect(refund.response).toContain('UPI ya wallet: 1–3 working days');
  });

  it('hears the issue’s emergencies and says what to do now before anything else', async () => {
    const suicidal = await say(['I no longer want to live. Nothing I do matters any more.']);
    expect(suicidal.emergency).toBe(true);
    expect(suicidal.response).toMatch(/^Please call Tele-MANAS on 14416 now/);
    expect(suicidal.response).toContain('112');

    const stroke = await say([
      "My mother's face is drooping on one side and her speech is slurred since an hour",
    ]);
    expect(stroke.response).toMatch(/^A drooping face, a weak arm or slurred speech/);
    expect(stroke.response.indexOf('112')).toBeLessThan(200);

    const heart = await say(['papa ko seene me dard ho raha hai aur pasina aa raha hai']);
    expect(heart.emergency).toBe(true);
    expect(heart.response).toMatch(/^Aisa seene ka dard heart attack ho sakta hai\. Abhi 112/);

    const violence = await say(['my husband beats me every night, I am scared']);
    expect(violence.response.split('.')[0]).toContain('112');
    expect(violence.response).toContain('181');

    // Told over two messages, or with words between "seene me" and "dard".
    const pregnant = await say(['I am 5 months pregnant', 'Noted.', 'now I am bleeding']);
    expect(pregnant.emergency).toBe(true);
    expect(pregnant.response).toMatch(/^Bleeding in pregnancy needs a doctor today\. Call 112/);
    const tez = await say(['mummy ke seene me bahut tez dard ho raha hai']);
    expect(tez.response).toMatch(/^Aisa seene ka dard heart attack ho sakta hai\. Abhi 112/);
    // The emergency stays first while the person keeps talking about it.
    const next = await say(['my dad has chest pain', 'Call 112…', 'he is 62, what should we do?']);
    expect(next.emergency).toBe(true);
    expect(next.response).toMatch(/^Chest pain like this can be a heart attack\. Call 112/);

    const burning = await say(['मुझे रोज़ सीने में जलन होती है, खाना खाने के बाद'], 'hi');
    expect(burning.emergency).toBe(false);
    expect(burning.draft?.category).toBe('Doctor');
    expect(burning.response).toContain('तुरंत 112 पर कॉल करें');
  });

  it('takes a follow-up about cost or next steps as about the need already told', async () => {
    const need = 'Family property dispute: my uncle has taken over our ancestral land and house';
    const first = await say([need]);
    expect(first.draft).toMatchObject({ category: 'Lawyer' });
    const cost = await say([need, first.response, 'how much will it cost?']);
    expect(cost.response).toContain('Legal Expert');
    expect(cost.response).toMatch(/₹[\d,]+–₹[\d,]+/);
    expect(cost.draft).toMatchObject({ category: 'Lawyer', subcategory: 'Property Law' });
    // Priced by the domain's rule: a normal request gets Property Law's range (seeded ₹500–₹2,000),
    // never the normal tier's own ₹300–₹1,000; medium and urgent keep their tiers' ranges.
    expect(cost.response).toContain('Normal requests for Property Law are usually ₹500–₹2,000');
    expect(cost.response).toContain('Normal: response Within 24 hours, ₹500–₹2,000.');
    expect(cost.response).toContain('Urgent: response 2–4 hours, ₹500–₹2,000.');
    expect(cost.response).not.toContain('₹300–₹1,000');
    const next = await say([need, first.response, 'what should I do next?']);
    expect(next.response).toMatch(/^Next: post your request; verified Lawyers send offers/);

    // A detail added later joins the draft.
    const more = await say([
      need,
      first.response,
      'The land is in Pune and my grandfather left no will',
    ]);
    expect(more.draft.description).toContain('ancestral land');
    expect(more.draft.description).toContain('no will');
  });

  it('answers platform questions from the product’s facts with exactly one citation', async () => {
    const gst = await say(['What is the GST registration number of your company?']);
    expect(gst.draft).toBeNull();
    expect(gst.response).toContain('Salahkar Consultations Private Limited');
    expect(gst.response).not.toMatch(/\b\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d]{2}\b/);
    expect(gst.response).toContain('receipt');

    const verify = await say(['how do you verify professionals?']);
    expect(verify.response).toContain('ICAI membership');
    expect(verify.citations).toEqual([{ path: '/terms', title: 'Terms & Conditions' }]);

    const video = await say(['can I talk on video?']);
    expect(video.response).toContain('"Join Call"');
    expect(video.response).toContain('We do not record video calls');

    const hours = await say(['what are your support hours?']);
    expect(hours.response).toContain('Monday to Friday: 9:00 to 18:00 IST');
    expect(hours.response).toContain('support@salahkar.in');

    // Once answered with the reopening rules: who sees a case is the privacy policy's.
    const privacy = await say(['who can see my case?']);
    expect(privacy.citations).toEqual([{ path: '/privacy', title: 'Privacy Policy' }]);
    expect(privacy.response).not.toMatch(/reopen/i);
    const methods = await say(['what payment methods do you accept?']);
    expect(methods.response).toMatch(/UPI or card/);

    for (const answer of [gst, verify, video, hours, privacy, methods]) {
      expect(answer.citations.length).toBeLessThanOrEqual(1);
      expect(answer.response).not.toMatch(/Source:|स्रोत:/);
    }
  });

  it('says what it can help with for anything else, inventing nothing', async () => {
    const answer = await say(['who won the cricket match yesterday?']);
    expect(answer.response).toMatch(/^I can't help with that here/);
    expect(answer.citations).toEqual([]);
    expect(answer.draft).toBeNull();
  });

  it('names only buttons that exist on the reader’s screen, in its language', async () => {
    const conversations = [
      ['My landlord is not returning my security deposit of 60,000 after I vacated the flat.'],
      ['मकान मालिक सिक्योरिटी डिपॉज़िट वापस नहीं कर रहा, फ्लैट खाली किए दो महीने हो गए।'],
      ['can I talk on video?'],
      ['where do I download my receipt?'],
    ];
    for (const language of ['en', 'hi'] as const) {
      const screen = webMessages(language);
      for (const conversation of conversations) {
        const { response } = await say(conversation, language);
        const named = [...response.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
        expect(named.length).toBeGreaterThan(0);
        for (const name of named) expect(screen, `${language}: ${name}`).toContain(name);
      }
    }
    const hindiScreen = await say(
      ['My landlord is not returning my deposit of 60,000 rupees'],
      'hi',
    );
    expect(hindiScreen.response).toContain('"इसे अनुरोध के रूप में पोस्ट करें"');
  });
});

describe('the business identity from the configuration', () => {
  it('quotes the GSTIN when one is configured', async () => {
    const t = await buildTestApp({ BUSINESS_GSTIN: '29ABCDE1234F1ZW' });
    try {
      const cookie = await signedInUser(t);
      const response = await t.request('/api/ai/chat', {
        method: 'POST',
        headers: { cookie },
        json: { messages: [{ role: 'user', content: 'company ka GSTIN batao' }] },
      });
      expect((await response.json()).response).toContain('Iska GSTIN 29ABCDE1234F1ZW hai.');
    } finally {
      await t.close();
    }
  });
});
