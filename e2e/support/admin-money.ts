import { expect, type APIRequestContext } from '@playwright/test';

// The money side of the admin console: bringing a case to `completed` through the product's own
// routes.

async function post(request: APIRequestContext, url: string): Promise<void> {
  const answer = await request.post(url);
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
}

/**
 * Takes an assigned case to `completed` without waiting out the 24-hour reopen window, by the
 * lifecycle's other road to it: the professional marks it resolved (closed), the user asks to
 * reopen (under_admin_review) and the admin declines (completed, completedAt set).
 */
export async function completeCase(
  ids: { consultationId: string },
  people: { user: APIRequestContext; professional: APIRequestContext; admin: APIRequestContext },
): Promise<void> {
  const base = `/api/consultations/${ids.consultationId}`;
  await post(people.professional, `${base}/close`);
  await post(people.user, `${base}/reopen`);
  await post(people.admin, `/api/admin/consultations/${ids.consultationId}/reopen/decline`);
}
