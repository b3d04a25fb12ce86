import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutsideCallInTransactionError } from '../../db/transaction-guard.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { createOpenAiChatModel } from './openai-chat-model.ts';

describe('the OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let database: TestDatabase;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await fake.close();
    await database.drop();
  });

  it('refuses to be called inside a database transaction, before any request goes out', async () => {
    const model = createOpenAiChatModel({
      baseUrl: fake.env.AI_BASE_URL!,
      apiKey: fake.env.AI_API_KEY!,
      model: fake.env.AI_MODEL!,
      timeoutMs: 1_000,
      maxTokens: 50,
    });
    const request = { system: 'Be brief.', messages: [{ role: 'user' as const, content: 'Hi' }] };

    await expect(database.db.transaction(() => model.complete(request))).rejects.toThrow(
      OutsideCallInTransactionError,
    );
    expect(fake.requests).toHaveLength(0);
    await expect(model.complete(request)).resolves.toMatchObject({ text: 'OK' });
  });
});
