import type { Role } from '@salahkar/domain/enums';
import type { PayoutStatus } from '@salahkar/domain/schemas/payments';
import { msg } from '@/i18n';

// The admin console's own labels, as message ids: `t(PAYOUT_STATUS_LABEL_IDS[status])`. The names
// of categories, statuses and urgency levels come from the domain's catalog (i18n/labels.ts).

export const PAYOUT_STATUS_LABEL_IDS: Record<PayoutStatus, string> = {
  requested: msg('admin.payoutStatus.requested'),
  paid: msg('admin.payoutStatus.paid'),
};

/** The role filter's options (plural: 'Users', 'Professionals', 'Admins'). */
export const ROLE_OPTION_IDS: Record<Role, string> = {
  user: msg('admin.users.roleOption.user'),
  professional: msg('admin.users.roleOption.professional'),
  admin: msg('admin.users.roleOption.admin'),
};
