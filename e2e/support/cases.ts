import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// The marketplace and payment steps before a chat, through the API (their own specs drive them in
// the browser): post a request, offer on it, accept and pay on the simulated gateway. And the
// professional's first step in the browser: opening an available request.

/**
 * What a request is about (its field and specialization, in the owner's words) and the note a
 * professional writes with an offer on it.
 */
type RequestTopic = {
  category: string;
  subcategory: string;
  description: string;
  offerMessage: string;
};

/** An Engineering request (Technical Review: ₹400–₹1,200), the one most journeys post. */
const CRACK_ABOVE_WINDOW: RequestTopic = {
  category: 'Engineer',
  subcategory: 'Technical Review',
  description: 'A crack has appeared above the lintel of our first-floor window. Is it structural?',
  offerMessage: 'I inspect residential structures every week.',
};

/** A lawyer's request: a rent agreement to review (Contract Review). */
export const RENT_AGREEMENT: RequestTopic = {
  category: 'Lawyer',
  subcategory: 'Contract Review',
  description: 'A two-page rent agreement for a flat in Pune. Is the lock-in clause fair to me?',
  offerMessage: 'I review rent agreements every week.',
};

/** A request posted by the signed-in user, at normal urgency; answers its id. */
export async function postRequest(
  user: APIRequestContext,
  title: string,
  topic: RequestTopic = CRACK_ABOVE_WINDOW,
): Promise<string> {
  const { category, subcategory, description } = topic;
  const posted = await user.post('/api/consultations', {
    data: { title, category, subcategory, description, urgencyLevel: 'normal' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

/** An offer by the signed-in professional, with the note of the request's topic; answers its id. */
export async function submitOffer(
  professional: APIRequestContext,
  consultationId: string,
  amount: number,
  topic: RequestTopic = CRACK_ABOVE_WINDOW,
): Promise<string> {
  const offered = await professional.post(`/api/consultations/${consultationId}/offer`, {
    data: { offerAmount: amount, message: topic.offerMessage },
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

/** On a professional's dashboard, View Case on an available request: answers its dialog. */
export async function viewAvailableCase(professional: Page, title: string): Promise<Locator> {
  const available = professional
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ has: professional.getByRole('button', { name: 'View Case' }) });
  await available.getByRole('button', { name: 'View Case' }).click();
  return professional.getByRole('dialog', { name: title });
}
