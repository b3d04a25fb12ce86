import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

// The marketplace and payment steps before a chat, through the API (their own specs drive them in
// the browser): post a request, offer on it, accept and pay on the simulated gateway.

/** An Engineering request (Technical Review: ₹400–₹1,200) posted by the signed-in user. */
export async function postRequest(user: APIRequestContext, title: string): Promise<string> {
  const posted = await user.post('/api/consultations', {
    data: {
      title,
      category: 'Engineer',
      subcategory: 'Technical Review',
      description:
        'A crack has appeared above the lintel of our first-floor window. Is it structural?',
      urgencyLevel: 'normal',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

/** An offer by the signed-in professional; answers the offer's id. */
export async function submitOffer(
  professional: APIRequestContext,
  consultationId: string,
  amount: number,
): Promise<string> {
  const offered = await professional.post(`/api/consultations/${consultationId}/offer`, {
    data: { offerAmount: amount, message: 'I inspect residential structures every week.' },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  return ((await offered.json()) as { id: string }).id;
}

/** The owner accepts the offer and pays it on the simulated gateway: the case is assigned. */
export async function acceptAndPay(user: APIRequestContext, offerId: string): Promise<void> {
  const accepted = await user.post(`/api/professional-offers/${offerId}/accept`, {
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const { orderId } = (await accepted.json()) as { orderId: string };
  const simulated = await user.post('/api/payments/simulate', {
    data: { orderId, outcome: 'success' },
  });
  expect(simulated.ok(), await simulated.text()).toBe(true);
  const verified = await user.post('/api/payments/verify', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: await simulated.json(),
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  expect(((await verified.json()) as { consultationStatus: string }).consultationStatus).toBe(
    'assigned',
  );
}
