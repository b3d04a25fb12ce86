import { expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { BUSY_MESSAGE } from '../../plugins/load-shedding.ts';
import { useMarketplaceApp } from '../../test/marketplace.ts';
import { createChatCase, listMessages, postMessage } from '../../test/chat.ts';
import { MAX_SENDS_IN_FLIGHT, withSendAllowance } from './chat-sends.ts';

const t = useMarketplaceApp();

/** Takes the whole allowance until `release` is called. */
function takeAllowance() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const working = Array.from({ length: MAX_SENDS_IN_FLIGHT }, () =>
    withSendAllowance(t.ctx, () => held),
  );
  return async () => {
    release();
    await Promise.all(working);
  };
}

it('refuses a send as busy (503) while the allowance is taken, and takes it again after', async () => {
  const release = takeAllowance();
  const refused = await withSendAllowance(t.ctx, async () => 'sent').catch(
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ code: 'SERVER_BUSY', statusCode: 503, message: BUSY_MESSAGE });
  await release();
  expect(await withSendAllowance(t.ctx, async () => 'sent')).toBe('sent');
});

it('gives the allowance back when a send fails', async () => {
  const failing = Array.from({ length: MAX_SENDS_IN_FLIGHT }, () =>
    withSendAllowance(t.ctx, () => Promise.reject(new Error('refused by the policy'))).catch(
      () => {},
    ),
  );
  await Promise.all(failing);
  expect(await withSendAllowance(t.ctx, async () => 'sent')).toBe('sent');
});

it('answers a POST 503 with Retry-After while busy, storing nothing, and takes it once free', async () => {
  const { owner, consultation } = await createChatCase(t, 'in_progress');
  const release = takeAllowance();
  const response = await t.request(`/api/consultations/${consultation.id}/messages`, {
    method: 'POST',
    headers: { cookie: owner.cookie },
    json: { message: 'While busy' },
  });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(await response.json()).toMatchObject({
    code: 'SERVER_BUSY',
    message: BUSY_MESSAGE,
  });
  // Refused before the session is looked up: even a request without one is told to come back.
  const anonymous = await t.request(`/api/consultations/${consultation.id}/messages`, {
    method: 'POST',
    json: { message: 'While busy' },
  });
  expect(anonymous.status).toBe(503);
  await release();
  expect((await listMessages(t, owner, consultation.id)).body.items).toEqual([]);
  expect((await postMessage(t, owner, consultation.id, 'Now')).status).toBe(201);
});
