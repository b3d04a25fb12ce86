import { LABELS, type Role } from '@salahkar/domain';
import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../../modules/auth/password.ts';
import type { Queryable } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people.ts';

/**
 * A demo account, as printed by `npm run seed` and the start banner; every one signs in with the
 * demo password (DEMO_PASSWORD or the one generated into DATA_DIR).
 */
export interface DemoAccount {
  role: Role;
  email: string;
  name: string;
  note?: string;
}

const ROLE_ORDER: Record<Role, number> = { admin: 0, professional: 1, user: 2 };

/** Every demo account, admin first, then professionals, then users. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.values(DEMO_PEOPLE)
  .map((person): DemoAccount => ({
    role: person.role,
    email: person.email,
    name: `${person.firstName} ${person.lastName}`,
    note: noteFor(person),
  }))
  .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);

function noteFor(person: DemoPerson): string | undefined {
  if (person.note) return person.note;
  return person.professional ? LABELS.en.category[person.professional.specialization] : undefined;
}

/** The demo accounts present in this database (none when it was not seeded with demo data). */
export async function listDemoAccounts(db: Queryable): Promise<DemoAccount[]> {
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const emails = new Set(present.map((row) => row.email));
  return DEMO_ACCOUNTS.filter((account) => emails.has(account.email));
}

/**
 * Whether the demo accounts present sign in with `password`. A data dir seeded before the demo
 * password was generated keeps the one it was seeded with; the start banner must not claim otherwise.
 */
export async function demoPasswordMatches(db: Queryable, password: string): Promise<boolean> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((demo) => demo.email),
      ),
    )
    .limit(1);
  return account !== undefined && (await verifyPassword(account.passwordHash, password));
}
