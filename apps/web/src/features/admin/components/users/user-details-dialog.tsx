import type { ReactNode } from 'react';
import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog, DialogContent, type PickedDialogProps } from '@/components/ui/dialog.tsx';
import { RoleBadge } from '@/components/ui/role-badge.tsx';
import { categoryLabel, msg, useT, verificationText } from '@/i18n';
import { errorCodeText } from '@/lib/error-message.ts';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

const APPLICATION_LABELS: Record<AdminUser['professionalApplication'], string> = {
  none: msg('admin.users.application.none'),
  pending: msg('admin.users.application.pending'),
  approved: msg('admin.users.application.approved'),
  rejected: msg('admin.users.application.rejected'),
};

function detailsOf(
  user: AdminUser,
  t: ReturnType<typeof useT>,
): { label: string; value: ReactNode }[] {
  const notProvided = t('admin.users.notProvided');
  const yesNo = (value: boolean) => (value ? t('admin.users.yes') : t('admin.users.no'));
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: t('admin.users.details.email'),
      value: <span className="break-all">{user.email}</span>,
    },
    { label: t('admin.users.details.role'), value: <RoleBadge role={user.role} /> },
    {
      label: t('admin.users.details.status'),
      value: user.isSuspended ? (
        <Badge tone="danger">{t('admin.users.suspended')}</Badge>
      ) : (
        <Badge tone="success">{t('admin.users.active')}</Badge>
      ),
    },
    {
      label: t('admin.users.details.suspendedSince'),
      value: user.suspendedAt ? formatIstDateTime(user.suspendedAt) : '—',
    },
    { label: t('admin.users.details.emailVerified'), value: yesNo(user.isEmailVerified) },
    { label: t('admin.users.details.approved'), value: yesNo(user.isApproved) },
    {
      label: t('admin.users.details.application'),
      value: t(APPLICATION_LABELS[user.professionalApplication]),
    },
    {
      label: t('admin.users.details.specialization'),
      value: user.specialization ? categoryLabel(user.specialization) : notProvided,
    },
    { label: t('admin.users.details.mobile'), value: user.mobile ?? notProvided },
    { label: t('admin.users.details.city'), value: user.city ?? notProvided },
    { label: t('admin.users.details.consultations'), value: user.totalConsultations },
    { label: t('admin.users.details.amountSpent'), value: formatRupeeText(user.totalAmountSpent) },
    { label: t('admin.users.details.joined'), value: formatIstDateTime(user.createdAt) },
    {
      label: t('admin.users.details.userId'),
      value: <span className="font-mono text-xs break-all">{user.id}</span>,
    },
  ];
  // A professional's verification as the server recorded it (decision 216), after the approval.
  if (user.verification) {
    const verified = user.verification.verified;
    rows.splice(
      rows.findIndex((row) => row.label === t('admin.users.details.application')) + 1,
      0,
      {
        label: t('admin.users.details.verification'),
        value: verified ? (
          verificationText(user.verification)
        ) : (
          <span className="space-y-1">
            <Badge tone="warning">{t('admin.users.notVerified')}</Badge>
            {user.verificationBlocker && (
              <span className="block font-normal text-muted-foreground">
                {errorCodeText(user.verificationBlocker)}
              </span>
            )}
          </span>
        ),
      },
    );
  }
  return rows;
}

/** Everything the console knows about one person. */
export function UserDetailsDialog({ user, onOpenChange }: PickedDialogProps<'user', AdminUser>) {
  const t = useT();
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      {user && (
        <DialogContent title={user.name} description={t('admin.users.details.description')}>
          <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            {detailsOf(user, t).map(({ label, value }) => (
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
