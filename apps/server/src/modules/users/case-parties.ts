import { inArray, sql } from 'drizzle-orm';
import {
  displayNameOf,
  PUBLIC_PROFILE_PREFIX,
  publicProfileSlug,
  type CaseParties,
} from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { users, type Consultation } from '../../db/schema/index.ts';
import type { Person } from '../../policies/person.ts';

/**
 * Who a case is between, by name, for the case page: its client, its assigned professional and
 * admins read it. Anyone else reading the request (a professional of its field deciding on an
 * offer) gets nothing: a client's name is not shared before they choose someone.
 */
export async function casePartiesFor(
  db: Queryable,
  viewer: Person,
  row: Pick<Consultation, 'userId' | 'assignedTo'>,
): Promise<CaseParties | undefined> {
  const isParty =
    viewer.role === 'admin' || viewer.id === row.userId || viewer.id === row.assignedTo;
  if (!isParty) return undefined;
  const ids = row.assignedTo ? [row.userId, row.assignedTo] : [row.userId];
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      publicKey: users.publicKey,
      // Whether their public profile is shown (decision 215).
      shown: sql<boolean>`(${users.role} = 'professional' and ${users.isApproved} and not ${users.isSuspended} and ${users.showPublicProfile} and ${users.specialization} is not null)`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const personOf = (id: string) => {
    const person = people.find((candidate) => candidate.id === id);
    return { id, name: person ? displayNameOf(person) : displayNameOf({}) };
  };
  const professionalOf = (id: string) => {
    const person = people.find((candidate) => candidate.id === id);
    return {
      ...personOf(id),
      publicProfilePath: person?.shown
        ? `${PUBLIC_PROFILE_PREFIX}${publicProfileSlug(person, person.publicKey)}`
        : null,
    };
  };
  return {
    client: personOf(row.userId),
    professional: row.assignedTo ? professionalOf(row.assignedTo) : null,
  };
}
