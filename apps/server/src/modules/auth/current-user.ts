import type { CurrentUser } from '@salahkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { presentCurrentUser } from '../users/user-presenter.ts';

/**
 * The signed-in person's DTO, read fresh (the session only carries what guards need). Every page
 * of the app asks it, so the statement is prepared once per database handle.
 */
export async function getCurrentUser(db: Queryable, userId: string): Promise<CurrentUser> {
  const statement = preparedOnce(db, 'current_user', (name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  );
  const [user] = await statement.execute({ userId });
  // The session row cascades away with its user, so this only happens in a race with deletion.
  if (!user) throw new AppError('UNAUTHENTICATED');
  return presentCurrentUser(user);
}
