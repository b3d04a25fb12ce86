import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { ask, askStreaming, signedInUser } from '../../test/assistant.ts';
import { usePerson } from '../../test/marketplace.ts';

describe('the built-in assistant (no AI provider configured)', () => {
  const t = useTestApp({ AI_CHAT_MAX_PER_HOUR: '12' });
  const user = usePerson(t);

  it('serves signed-in people only', async () => {
    const chat = await t.request('/api/ai/chat', {
      method: 'POST',
      json: { messages: [{ role: 'user', content: 'hello' }] },
    });
    expect(chat.status).toBe(401);
    const suggest = await t.request('/api/ai/suggest-category', {
      method: 'POST',
      json: { query: 'property dispute' },
    });
    expect(suggest.status).toBe(401);
    expect((await suggest.json()).message).toBe('Unauthorized');
  });

  it('suggests the field and an active specialization of a request', async () => {
    const response = await t.request('/api/ai/suggest-category', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { query: 'Padosi ne meri zameen pe kabza kar liya hai, boundary ka jhagda' },
    });
    expect(response.status).toBe(200);
    const { suggestion } = await response.json();
    expect(suggestion).toMatchObject({ category: 'Lawyer', subcategory: 'Property Law' });
    expect(suggestion.confidence).toBeGreaterThan(0.6);
  });

  it('suggests nothing for text that says nothing', async () => {
    const response = await t.request('/api/ai/suggest-category', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { query: 'qqq zzz' },
    });
    expect(await response.json()).toEqual({ suggestion: null });
  });

  it('answers how refunds work from the refund page, citing it', async () => {
    const response = await ask(t, user.cookie, 'How do refunds work?');
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      source: 'local',
      degraded: false,
      emergency: false,
      draft: null,
    });
    expect(answer.response).toContain('full refund');
    expect(answer.citations).toContainEqual({
      path: '/cancellation-refund',
      title: expect.any(String),
    });
  });

  it('quotes the urgency tiers from the live catalog, in rupees', async () => {
    const english = await (
      await ask(t, user.cookie, 'What is the difference between urgent and normal?')
    ).json();
    expect(english.response).toContain('₹500–₹2,000');
    expect(english.response).toContain('2–4 hours');
    // Asked in Devanagari, the same tiers in Hindi.
    const hindi = await (await ask(t, user.cookie, 'अर्जेंट और नॉर्मल में क्या फ़र्क है')).json();
    expect(hindi.response).toContain('अर्जेंट: जवाब 2–4 घंटे, ₹500–₹2,000');
    expect(hindi.response).toContain('सामान्य: जवाब 24 घंटे के अंदर');
  });

  it('drafts a request once the need is clear', async () => {
    const answer = await (
      await ask(
        t,
        user.cookie,
        'My landlord is not returning my security deposit of 60,000 after I vacated the flat.',
      )
    ).json();
    expect(answer.response).toContain('Legal Expert');
    expect(answer.response).toContain('not legal advice');
    expect(answer.draft).toMatchObject({
      category: 'Lawyer',
      title: expect.stringContaining('My landlord is not returning'),
      description: expect.stringContaining('security deposit'),
    });
  });

  it('gives emergency guidance first', async () => {
    const answer = await (
      await ask(t, user.cookie, 'my father has severe chest pain right now')
    ).json();
    expect(answer.emergency).toBe(true);
    expect(answer.response.startsWith('Chest pain like this can be a heart attack. Call 112')).toBe(
      true,
    );
  });

  describe('in Hindi', () => {
    // Own people, so these questions leave the hourly limit of the tests above alone.
    let hindi: string;
    let pageLanguage: string;
    beforeAll(async () => {
      hindi = await signedInUser(t);
      pageLanguage = await signedInUser(t);
    });
    const chat = (json: unknown, cookies = pageLanguage) =>
      t.request('/api/ai/chat', { method: 'POST', headers: { cookie: cookies }, json });

    it('answers a Hindi question in Hindi from the refund policy, citing the page once', async () => {
      const answer = await (await ask(t, hindi, 'रिफ़ंड कितने दिन में आता है?')).json();
      expect(answer).toMatchObject({ source: 'local', emergency: false, draft: null });
      expect(answer.response).toContain('UPI या वॉलेट: 1–3 कार्यदिवस');
      expect(answer.response).not.toContain('business days');
      // The widget prints the one citation line; the text carries none.
      expect(answer.response).not.toMatch(/स्रोत|Source/);
      // The page as the reader's screen names it (this reader's site is in English).
      expect(answer.citations).toEqual([
        { path: '/cancellation-refund', title: 'Cancellation & Refund Policy' },
      ]);
    });

    // The policy's own Hindi sentences in Latin letters, a button as this reader's screen names it.
    it.each([
      ['mujhe refund kab milega', 'poora refund'],
      ['kya main cancel kar sakta hoon', 'aap "Cancel & Refund" se case radd kar sakte hain'],
      ['meri request kaun kaun dekh payega', 'manzoor professionals'],
    ])('answers the romanised Hindi %j in Latin letters', async (question, policy) => {
      const answer = await (await ask(t, hindi, question)).json();
      expect(answer.response).toContain(policy);
      expect(answer.response).not.toMatch(/\b(the|you|your)\b/i);
      expect(answer.response).not.toMatch(/[\u0900-\u097f]/);
      expect(answer.citations).toHaveLength(1);
    });

    it('drafts a Hindi request with the field, the caution and the next step in Hindi', async () => {
      const need =
        'मकान मालिक 60,000 रुपये की सिक्योरिटी डिपॉज़िट वापस नहीं कर रहा, फ्लैट खाली किए दो महीने हो गए।';
      const answer = await (await ask(t, hindi, need)).json();
      expect(answer.response).toContain('कानूनी विशेषज्ञ से जुड़ा सवाल लगता है: लीगल नोटिस');
      expect(answer.response).toContain('यह सामान्य जानकारी है, कानूनी सलाह नहीं');
      // The button as this reader's screen (in English) names it.
      expect(answer.response).toContain('"Post this as a request" चुनें');
      expect(answer.citations).toEqual([
        { path: '/submit-consultation', title: 'Post a consultation' },
      ]);
      expect(answer.draft).toMatchObject({
        category: 'Lawyer',
        title: expect.stringContaining('मकान मालिक'),
        description: need,
      });
    });

    it('gives the emergency guidance in Hindi first', async () => {
      const answer = await (await ask(t, hindi, 'माँ बेहोश हो गई हैं, क्या करूं')).json();
      expect(answer.emergency).toBe(true);
      expect(answer.response.startsWith('अभी 112 पर कॉल करके एम्बुलेंस बुलाएं')).toBe(true);
      expect(answer.response).toContain('सलाहकार कोई इमरजेंसी सेवा नहीं है।');
    });

    it("follows the page's language when the message shows none, and the message's otherwise", async () => {
      const ok = { messages: [{ role: 'user', content: 'ok' }] };
      expect((await (await chat({ ...ok, language: 'hi' })).json()).response).toMatch(
        /^नमस्ते! एक-दो वाक्यों में बताएं/,
      );
      expect((await (await chat(ok, `${pageLanguage}; salahkar.lang=hi`)).json()).response).toMatch(
        /^नमस्ते! एक-दो वाक्यों में बताएं/,
      );
      expect((await (await chat(ok)).json()).response).toMatch(
        /^Namaste! Tell me in a sentence or two/,
      );
      const english = await chat({
        messages: [{ role: 'user', content: 'How do refunds work?' }],
        language: 'hi',
      });
      expect((await english.json()).response).toContain('full refund');
      expect((await chat({ ...ok, language: 'fr' })).status).toBe(400);
    });
  });

  it('streams the same answer as server-sent events', async () => {
    const { contentType, events } = await askStreaming(t, user.cookie, 'How do refunds work?');
    expect(contentType).toContain('text/event-stream');
    const done = events.at(-1) as { type: string; answer: { response: string } };
    expect(done.type).toBe('done');
    expect(done.answer.response).toContain('full refund');
  });

  it.each([
    [{ messages: [{ role: 'user', content: 'x'.repeat(2001) }] }, 'at most 2,000 characters'],
    [
      { messages: Array.from({ length: 31 }, () => ({ role: 'user', content: 'hello' })) },
      '30 messages at most',
    ],
    [{ messages: [{ role: 'user', content: '   ' }] }, 'cannot be empty'],
    [{ messages: [{ role: 'assistant', content: 'Hi' }] }, 'last message must be yours'],
  ])('refuses a malformed conversation with a readable 400 (%#)', async (json, text) => {
    const response = await t.request('/api/ai/chat', {
      method: 'POST',
      headers: { cookie: user.cookie },
      json,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(text);
  });

  it('limits how many messages one person sends in an hour', async () => {
    const other = await signedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await ask(t, other, 'hello')).status);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    const limited = await ask(t, other, 'hello');
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/many messages in the last hour/);
  });
});
