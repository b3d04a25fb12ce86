import type { CurrentUser } from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { rawStatement } from '../../db/prepared.ts';
import { AppError } from '../../errors.ts';
import { presentCurrentUser, type CurrentUserRow } from '../users/user-presenter.ts';

/**
 * Every page of the app asks who is signed in, so the columns the DTO needs (not the password
 * hash, the documents or the verification record) are read on the driver itself (db/prepared.ts).
 */
const currentUserRow = rawStatement<CurrentUserRow>(
  'current_user',
  `select "id", "email", "first_name" as "firstName", "last_name" as "lastName", "role",
     "is_approved" as "isApproved", "is_email_verified" as "isEmailVerified",
     "professional_applied_at" as "professionalAppliedAt", "rejected_at" as "rejectedAt",
     "specialization", "experience", "bio", "license_number" as "licenseNumber", "mobile",
     "address", "city", "languages", "preferred_language" as "preferredLanguage",
     "profile_image_url" as "profileImageUrl", "profile_photo_required" as "profilePhotoRequired",
     "created_at" as "createdAt"
   from "users" where "id" = $1`,
);

/**
 * The signed-in person's DTO, read fresh (the session only carries what guards need). Not async:
 * the statement's promise is mapped, with no second promise made around it on every page.
 */
export function getCurrentUser(db: Queryable, userId: string): Promise<CurrentUser> {
  return currentUserRow(db, [userId]).then(presentOrRefuse);
}

function presentOrRefuse([user]: CurrentUserRow[]): CurrentUser {
  // The session row cascades away with its user, so this only happens in a race with deletion.
  if (!user) throw new AppError('UNAUTHENTICATED');
  return presentCurrentUser(user);
}
