/** Resolves in a later task than the caller's, so the browser may handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The live client's code, evaluated in two tasks instead of one: first zod with the chat message
 * schemas, then the channel's own message schemas and the client. Building all those schemas at
 * once was one task of 240-300 ms on a phone-class CPU in the middle of the signed-in dashboard's
 * load, the longest that blocked input there (decision 233). The second part downloads once the
 * first has run: one more round trip before the channel opens, which waits for nothing on screen.
 */
export async function loadLiveClient() {
  await import('@salahkar/domain/schemas/chat');
  await nextTask();
  return import('./live-client.ts');
}
