import type { CurrentUser, ProfessionalApplicationStatus } from '@salahkar/domain';
import type { User } from '../../db/schema/index.ts';

/** What the current user's DTO is made from: a whole user row will do, or just these columns. */
export type CurrentUserRow = Pick<
  User,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'isApproved'
  | 'isEmailVerified'
  | 'professionalAppliedAt'
  | 'rejectedAt'
  | 'specialization'
  | 'experience'
  | 'bio'
  | 'licenseNumber'
  | 'mobile'
  | 'address'
  | 'city'
  | 'languages'
  | 'preferredLanguage'
  | 'profileImageUrl'
  | 'profilePhotoRequired'
  | 'createdAt'
>;

/**
 * The one DTO of the signed-in person (currentUserSchema): GET /api/auth/user, profile and photo
 * updates and the role application all answer with it, so every screen reads the same shape.
 */
export function presentCurrentUser(user: CurrentUserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isApproved: user.isApproved,
    isEmailVerified: user.isEmailVerified,
    professionalApplication: professionalApplicationOf(user),
    specialization: user.specialization,
    experience: user.experience,
    bio: user.bio,
    licenseNumber: user.licenseNumber,
    mobile: user.mobile,
    address: user.address,
    city: user.city,
    languages: user.languages,
    preferredLanguage: user.preferredLanguage,
    profileImageUrl: user.profileImageUrl,
    profilePhotoRequired: owesProfilePhoto(user),
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Whether the person owes a profile photo: an approved professional is shown to clients with
 * their offers, so one without a photo is asked for it (or an admin asked for one explicitly);
 * adding a photo settles it.
 */
export function owesProfilePhoto(
  user: Pick<User, 'role' | 'isApproved' | 'profileImageUrl' | 'profilePhotoRequired'>,
): boolean {
  if (user.role !== 'professional' || user.profileImageUrl) return false;
  return user.isApproved || user.profilePhotoRequired;
}

/**
 * Where the person's application to work as a professional stands. A professional who registered
 * as one and a user who applied later are both 'pending' until an admin decides.
 */
export function professionalApplicationOf(
  user: Pick<User, 'role' | 'isApproved' | 'professionalAppliedAt' | 'rejectedAt'>,
): ProfessionalApplicationStatus {
  if (user.role === 'admin') return 'none';
  if (user.role === 'professional' && user.isApproved) return 'approved';
  if (user.rejectedAt) return 'rejected';
  if (user.professionalAppliedAt || user.role === 'professional') return 'pending';
  return 'none';
}
