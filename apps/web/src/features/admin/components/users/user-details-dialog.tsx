import type { ReactNode } from 'react';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { RoleBadge } from '@/components/ui/role-badge.tsx';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

const NOT_PROVIDED = 'Not provided';

const APPLICATION_LABELS: Record<AdminUser['professionalApplication'], string> = {
  none: 'None',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

function detailsOf(user: AdminUser): { label: string; value: ReactNode }[] {
  return [
    { label: 'Email', value: <span className="break-all">{user.email}</span> },
    { label: 'Role', value: <RoleBadge role={user.role} /> },
    {
      label: 'Status',
      value: user.isSuspended ? (
        <Badge tone="danger">Suspended</Badge>
      ) : (
        <Badge tone="success">Active</Badge>
      ),
    },
    {
      label: 'Suspended since',
      value: user.suspendedAt ? formatIstDateTime(user.suspendedAt) : '—',
    },
    { label: 'Email verified', value: user.isEmailVerified ? 'Yes' : 'No' },
    { label: 'Approved', value: user.isApproved ? 'Yes' : 'No' },
    { label: 'Professional application', value: APPLICATION_LABELS[user.professionalApplication] },
    {
      label: 'Specialization',
      value: user.specialization ? CATEGORY_LABELS[user.specialization] : NOT_PROVIDED,
    },
    { label: 'Mobile', value: user.mobile ?? NOT_PROVIDED },
    { label: 'City', value: user.city ?? NOT_PROVIDED },
    { label: 'Consultations', value: user.totalConsultations },
    { label: 'Amount spent', value: formatRupeeText(user.totalAmountSpent) },
    { label: 'Joined', value: formatIstDateTime(user.createdAt) },
    { label: 'User ID', value: <span className="font-mono text-xs break-all">{user.id}</span> },
  ];
}

/** Everything the console knows about one person. */
export function UserDetailsDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      {user && (
        <DialogContent title={user.name} description="Account details">
          <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            {detailsOf(user).map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}
