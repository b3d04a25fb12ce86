import type { AccountOverrides } from './accounts.ts';
import type { TestApp } from './app.ts';
import { callAs, createPerson, createProfessional, type Person } from './marketplace.ts';

/**
 * Everyone who might ask to see a CA request of `owner`, signed in: the owner, an admin, a CA,
 * a professional of `otherSpecialization`, an unapproved CA, another user, and nobody.
 */
export async function createRequestViewers(
  t: TestApp,
  owner: Person,
  otherSpecialization: AccountOverrides['specialization'],
) {
  return {
    owner,
    admin: await createPerson(t, { role: 'admin' }),
    categoryProfessional: await createProfessional(t),
    otherCategoryProfessional: await createProfessional(t, { specialization: otherSpecialization }),
    unapprovedProfessional: await createProfessional(t, { isApproved: false }),
    otherUser: await createPerson(t),
    anonymous: null,
  };
}

/**
 * What each of createRequestViewers gets for an open request, and for its documents, which follow
 * it: the owner, admins and its category read it; anyone else signed in is told it does not exist.
 */
export const OPEN_REQUEST_STATUSES = {
  owner: 200,
  admin: 200,
  categoryProfessional: 200,
  otherCategoryProfessional: 404,
  unapprovedProfessional: 404,
  otherUser: 404,
  anonymous: 401,
};

/** The status each viewer gets for `pathname`, by the viewer's name. */
export async function statusesFor(
  t: TestApp,
  viewers: Record<string, Person | null>,
  pathname: string,
): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  for (const [name, viewer] of Object.entries(viewers)) {
    seen[name] = (await callAs(t, viewer, pathname)).status;
  }
  return seen;
}
