import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { RoleBadge } from '@/components/ui/role-badge.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** What the admin may do to a person from the list. */
export interface UserActions {
  onView: (user: AdminUser) => void;
  onSuspendToggle: (user: AdminUser) => void;
  /** Opens the verification checklist for an approved professional who is not verified. */
  onVerify: (user: AdminUser) => void;
}

/**
 * One person in the list: name, email, role and suspension, their consultations and spend, and
 * the actions. Admins have no suspend button: the server refuses to suspend an admin.
 */
export function UserCard({
  user,
  onView,
  onSuspendToggle,
  onVerify,
}: { user: AdminUser } & UserActions) {
  const t = useT();
  // The server's facts (decision 216): an approved professional without the checklist confirmed.
  const notVerified =
    user.role === 'professional' && user.isApproved && user.verification?.verified === false;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{user.name}</p>
          <RoleBadge role={user.role} />
          {user.isSuspended && <Badge tone="danger">{t('admin.users.suspended')}</Badge>}
          {notVerified && <Badge tone="warning">{t('admin.users.notVerified')}</Badge>}
        </div>
        <p className="text-sm break-all text-muted-foreground">{user.email}</p>
        <p className="text-sm text-muted-foreground">
          {t('admin.users.consultationCount', { count: user.totalConsultations })}
          {/* Only clients pay; a professional's consultations are the ones assigned to them. */}
          {user.role === 'user' &&
            ` · ${t('admin.users.spent', { amount: formatRupeeText(user.totalAmountSpent) })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {notVerified && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin.users.verifyName', { name: user.name })}
            onClick={() => onVerify(user)}
          >
            {t('admin.users.verify')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-label={t('admin.users.viewDetailsOf', { name: user.name })}
          onClick={() => onView(user)}
        >
          {t('admin.approvals.viewDetails')}
        </Button>
        {user.role !== 'admin' && (
          <Button
            variant={user.isSuspended ? 'outline' : 'destructive'}
            size="sm"
            aria-label={
              user.isSuspended
                ? t('admin.users.unsuspendName', { name: user.name })
                : t('admin.users.suspendName', { name: user.name })
            }
            onClick={() => onSuspendToggle(user)}
          >
            {user.isSuspended ? t('admin.users.unsuspend') : t('admin.users.suspend')}
          </Button>
        )}
      </div>
    </li>
  );
}
