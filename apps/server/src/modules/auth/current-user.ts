import type { CurrentUser } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { presentCurrentUser } from '../users/user-presenter.ts';

/** The signed-in person's DTO, read fresh (the session only carries what guards need). */
export async function getCurrentUser(db: Queryable, userId: string): Promise<CurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // The session row cascades away with its user, so this only happens in a race with deletion.
  if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
  return presentCurrentUser(user);
}
