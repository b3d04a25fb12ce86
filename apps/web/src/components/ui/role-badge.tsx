import type { Role } from '@salahkar/domain/enums';
import { msg } from '@/i18n';
import { LabelBadge, type BadgeLabel } from './badge.tsx';

// The spec's role colours (docs/product/rulings.md, R-28): the top bar and the admin's people list
// show the same.
const ROLE_BADGES: Record<Role, BadgeLabel> = {
  admin: { label: msg('common.role.admin'), tone: 'red' },
  professional: { label: msg('common.role.professional'), tone: 'purple' },
  user: { label: msg('common.role.user'), tone: 'blue' },
};

/** A person's role: admin red, professional purple, everyone else blue. */
export function RoleBadge({ role }: { role: Role }) {
  return <LabelBadge badge={ROLE_BADGES[role]} />;
}
