import { Avatar } from '@/components/ui/avatar.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { initialsOf } from '@/lib/format.ts';

/** A person's profile photo, or their initials (docs/product/rulings.md, R-34) when they have none. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  className?: string;
}) {
  return <Avatar src={user.profileImageUrl} fallback={initialsOf(user)} className={className} />;
}
