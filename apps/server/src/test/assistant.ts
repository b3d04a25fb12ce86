import { createAccount, signIn } from './accounts.ts';
import type { TestApp, TestResponse } from './app.ts';

/** A signed-in user's cookie. */
export async function signedInUser(t: TestApp): Promise<string> {
  const { user, password } = await createAccount(t);
  return signIn(t, user.email, password);
}

export const ask = (t: TestApp, cookie: string, ...contents: string[]): Promise<TestResponse> =>
  t.request('/api/ai/chat', {
    method: 'POST',
    headers: { cookie },
    json: { messages: contents.map((content) => ({ role: 'user', content })) },
  });

/** Chat with `Accept: text/event-stream`; the events parsed, in order. */
export async function askStreaming(
  t: TestApp,
  cookie: string,
  content: string,
): Promise<{ contentType: string | null; events: Array<Record<string, unknown>> }> {
  const response = await t.request('/api/ai/chat', {
    method: 'POST',
    headers: { cookie, accept: 'text/event-stream' },
    json: { messages: [{ role: 'user', content }] },
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as Record<string, unknown>);
  return { contentType: response.headers.get('content-type'), events };
}
