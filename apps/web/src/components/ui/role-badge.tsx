import type { Role } from '@salahkar/domain/enums';
import { Badge, type BadgeTone } from './badge.tsx';

// The spec's role colours (docs/product/rulings.md, R-28): the top bar and the admin's people list
// show the same.
const ROLE_BADGES: Record<Role, { label: string; tone: BadgeTone }> = {
  admin: { label: 'Admin', tone: 'red' },
  professional: { label: 'Professional', tone: 'purple' },
  user: { label: 'User', tone: 'blue' },
};

/** A person's role: admin red, professional purple, everyone else blue. */
export function RoleBadge({ role }: { role: Role }) {
  const badge = ROLE_BADGES[role];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
