import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { startFakeOpenAi } from '../../test/fake-openai.ts';
import { shared } from '../../test/shared.ts';
import { ask, askStreaming, signedInUser } from '../../test/assistant.ts';

const NEED = 'Mere padosi ne meri zameen pe kabza kar liya hai, kya karu';
const DRAFT = JSON.stringify({
  category: 'Lawyer',
  subcategory: 'Property Law',
  title: 'Neighbour has encroached on my land',
  description: NEED,
});

describe('chat through an OpenAI-compatible provider', () => {
  const ai = shared(() => startFakeOpenAi(), { close: (fake) => fake.close() });
  const t = shared(
    () => buildTestApp({ ...ai.env, AI_TIMEOUT_SECONDS: '1', AI_MAX_TOKENS: '321' }),
    { close: (app) => app.close() },
  );
  let cookie: string;
  beforeAll(async () => {
    cookie = await signedInUser(t);
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers with the model, grounded in the retrieved passages and the catalog', async () => {
    ai.answer({ kind: 'text', text: 'Refunds are full before the first reply.' });
    const answer = await (await ask(t, cookie, 'How do refunds work?')).json();
    expect(answer).toMatchObject({
      response: 'Refunds are full before the first reply.',
      source: 'provider',
      degraded: false,
      draft: null,
    });
    expect(answer.citations).toContainEqual(
      expect.objectContaining({ path: '/cancellation-refund' }),
    );
    const request = ai.requests.at(-1)!;
    expect(request).toMatchObject({ model: 'fake-model', max_tokens: 321 });
    const system = (request.messages as Array<{ role: string; content: string }>)[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('When you get your money back');
    expect(system.content).toContain('Lawyer (Lawyer, Legal Expert): Contract Review');
    expect(JSON.stringify(request.tools)).toContain('suggest_request');
  });

  it('turns the suggest_request tool call into a draft', async () => {
    ai.answer({ kind: 'tool', args: DRAFT });
    const answer = await (await ask(t, cookie, NEED)).json();
    expect(answer.source).toBe('provider');
    // Asked in romanised Hindi, so the sentence the assistant adds to the draft is too.
    expect(answer.response).toContain('Yeh Legal Expert ka sawaal lagta hai: Property Law');
    expect(answer.draft).toEqual(JSON.parse(DRAFT));

    ai.answer({ kind: 'tool', args: DRAFT });
    const english = await (await ask(t, cookie, 'My neighbour has encroached on my land')).json();
    expect(english.response).toContain('Legal Expert question: Property Law');
  });

  it('tells the model to answer in Hindi, from the Hindi passages, when asked in Hindi', async () => {
    ai.answer({ kind: 'text', text: 'रिफ़ंड पहले जवाब से पहले पूरा मिलता है।' });
    const answer = await (await ask(t, cookie, 'रिफ़ंड कैसे मिलता है?')).json();
    expect(answer.response).toBe('रिफ़ंड पहले जवाब से पहले पूरा मिलता है।');
    expect(answer.citations).toEqual([
      { path: '/cancellation-refund', title: 'Cancellation & Refund Policy' },
    ]);
    const system = (ai.requests.at(-1)!.messages as Array<{ content: string }>)[0]!.content;
    expect(system).toContain('answer in simple, polite Hindi written in Devanagari');
    // The refund policy's own Hindi text goes in as the facts to answer from.
    expect(system).toContain('प्रोफ़ेशनल केस से हट जाते हैं: पूरा रिफ़ंड।');
    expect(system).toContain('[रिफ़ंड आने में कितना समय लगता है — /cancellation-refund]');
    expect(system).not.toContain('How long a refund takes');
  });

  it('answers a red flag in Hindi itself, without calling the model', async () => {
    const calls = ai.requests.length;
    const answer = await (await ask(t, cookie, 'पापा के सीने में दर्द हो रहा है')).json();
    expect(answer).toMatchObject({ emergency: true, source: 'local', degraded: false });
    expect(answer.response).toMatch(/^ऐसा सीने का दर्द हार्ट अटैक हो सकता है। अभी 112/);
    expect(ai.requests).toHaveLength(calls);
  });

  it('answers an emergency told over two messages itself, without calling the model', async () => {
    const calls = ai.requests.length;
    const answer = await (
      await ask(t, cookie, 'main 5 mahine ki pregnant hoon', 'abhi bleeding shuru ho gayi')
    ).json();
    expect(answer).toMatchObject({ emergency: true, source: 'local', degraded: false });
    expect(answer.response).toMatch(
      /^Pregnancy mein khoon aana turant doctor ko dikhane ki baat hai\. Abhi 112/,
    );
    expect(ai.requests).toHaveLength(calls);
  });

  it('gives the model the facts the intent layer found, and asks it in the asker’s script', async () => {
    ai.answer({ kind: 'text', text: 'Salahkar Consultations Private Limited chalati hai.' });
    const answer = await (await ask(t, cookie, 'aapki company ka GST number kya hai')).json();
    expect(answer.citations).toEqual([{ path: '/contact', title: 'Contact Us' }]);
    const system = (ai.requests.at(-1)!.messages as Array<{ content: string }>)[0]!.content;
    expect(system).toContain('Salahkar Consultations Private Limited');
    expect(system).toContain('main apni taraf se koi GSTIN nahi bataunga');
    expect(system).toContain('answer in the same romanised Hindi');
  });

  it('streams the model’s words, then the whole answer', async () => {
    ai.answer({ kind: 'tool', text: 'This is a property matter. ', args: DRAFT });
    const { events } = await askStreaming(t, cookie, NEED);
    const deltas = events.filter((event) => event.type === 'delta').map((event) => event.text);
    expect(deltas.join('').trim()).toBe('This is a property matter.');
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      answer: { source: 'provider', degraded: false, draft: { category: 'Lawyer' } },
    });
  });

  it.each([
    'I no longer want to live',
    "my dad's face is drooping and his speech is slurred",
    'papa ko seene me dard aur pasina aa raha hai',
  ])('answers the red flag %j before, and without, the model', async (text) => {
    const calls = ai.requests.length;
    const { events } = await askStreaming(t, cookie, text);
    const done = events.at(-1) as { answer: { response: string; emergency: boolean } };
    expect(done.answer.emergency).toBe(true);
    expect(done.answer.response.slice(0, 120)).toMatch(/112|14416/);
    expect(ai.requests).toHaveLength(calls);
  });

  it.each([
    ['a 429', { kind: 'status', status: 429 } as const, 'status 429'],
    ['a 500', { kind: 'status', status: 500 } as const, 'status 500'],
    ['garbage', { kind: 'garbage' } as const, 'malformed answer'],
    [
      'a malformed tool call',
      { kind: 'tool', args: '{"category":"Plumber"' } as const,
      'malformed tool call',
    ],
    ['nothing within the timeout', { kind: 'hang' } as const, 'timeout'],
  ])(
    'lets the built-in assistant answer after %s, flagged degraded',
    async (_case, failure, reason) => {
      const warn = vi.spyOn(t.ctx.log, 'warn');
      ai.answer(failure);
      const answer = await (await ask(t, cookie, 'How do refunds work?')).json();
      expect(answer).toMatchObject({ source: 'local', degraded: true });
      expect(answer.response).toContain('full refund');
      expect(warn).toHaveBeenCalledWith({ reason }, expect.any(String));
      // What the person wrote never reaches the log.
      expect(JSON.stringify(warn.mock.calls)).not.toContain('refunds');
    },
  );

  it('degrades a stream that fails too', async () => {
    ai.answer({ kind: 'status', status: 503 });
    const { events } = await askStreaming(t, cookie, 'How do refunds work?');
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      answer: { source: 'local', degraded: true },
    });
  });
});

describe('chat when the provider is down', () => {
  it('answers locally, flagged degraded', async () => {
    const ai = await startFakeOpenAi();
    const env = ai.env;
    await ai.close();
    const t = await buildTestApp(env);
    try {
      const cookie = await signedInUser(t);
      const answer = await (await ask(t, cookie, NEED)).json();
      expect(answer).toMatchObject({
        source: 'local',
        degraded: true,
        draft: { category: 'Lawyer' },
      });
    } finally {
      await t.close();
    }
  });
});
