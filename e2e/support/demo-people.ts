import type { Person } from './people.ts';

// The seeded demo people (apps/server/src/db/seed) the journeys sign in as, in one place: their
// password is DEMO_PASSWORD (people.ts), their address first.last@example.com.

function demoPerson(firstName: string, lastName: string): Person {
  const email = `${firstName}.${lastName}@example.com`.toLowerCase();
  return { email, firstName, name: `${firstName} ${lastName}` };
}

/** A client with paid cases in the demo data. */
export const PRIYA = demoPerson('Priya', 'Sharma');
/** A CA; Priya's paid case is with him. */
export const RAJESH = demoPerson('Rajesh', 'Agarwal');
/** Engineers: requests in the Engineer field reach both. */
export const ARJUN = demoPerson('Arjun', 'Nair');
export const SNEHA = demoPerson('Sneha', 'Kulkarni');
/** A doctor. */
export const SURESH = demoPerson('Suresh', 'Menon');
/** The admin, whose address is the platform's admin address. */
export const ANJALI: Person = { ...demoPerson('Anjali', 'Verma'), email: 'admin@example.com' };
