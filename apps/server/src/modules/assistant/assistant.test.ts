import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { ask, askStreaming, signedInUser } from '../../test/assistant.ts';

describe('the built-in assistant (no AI provider configured)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp({ AI_CHAT_MAX_PER_HOUR: '12' });
    cookie = await signedInUser(t);
  });
  afterAll(async () => t.close());

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
      headers: { cookie },
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
      headers: { cookie },
      json: { query: 'qqq zzz' },
    });
    expect(await response.json()).toEqual({ suggestion: null });
  });

  it('answers how refunds work from the refund page, citing it', async () => {
    const response = await ask(t, cookie, 'How do refunds work?');
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
    const answer = await (await ask(t, cookie, 'urgent aur normal me kya fark hai')).json();
    expect(answer.response).toContain('₹500–₹2,000');
    expect(answer.response).toContain('2–4 hours');
  });

  it('drafts a request once the need is clear', async () => {
    const answer = await (
      await ask(
        t,
        cookie,
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
    const answer = await (await ask(t, cookie, 'my father has severe chest pain right now')).json();
    expect(answer.emergency).toBe(true);
    expect(answer.response.startsWith('This could be a medical emergency. Call 112')).toBe(true);
  });

  it('streams the same answer as server-sent events', async () => {
    const { contentType, events } = await askStreaming(t, cookie, 'How do refunds work?');
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
    const response = await t.request('/api/ai/chat', { method: 'POST', headers: { cookie }, json });
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
