import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import type { PickedDialogProps } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { useSuspendUser, useUnsuspendUser } from '../../api/use-admin-users.ts';
import { ReasonDialog } from '../reason-dialog.tsx';

/**
 * The confirmation before suspending someone (signs them out everywhere at once; the reason is
 * required, mailed to them and kept in the audit log) or unsuspending them; which one follows from
 * whether they are suspended now.
 */
export function SuspendUserDialog({ user, onOpenChange }: PickedDialogProps<'user', AdminUser>) {
  const t = useT();
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const name = user?.name ?? '';

  if (user?.isSuspended) {
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title={t('admin.users.unsuspendTitle')}
        description={t('admin.users.unsuspendDescription', { name })}
        confirmLabel={t('admin.users.unsuspend')}
        confirmVariant="primary"
        pending={unsuspend.isPending}
        onConfirm={() => unsuspend.mutate(user.id, { onSuccess: () => onOpenChange(false) })}
      />
    );
  }
  return (
    <ReasonDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={t('admin.users.suspendTitle')}
      description={t('admin.users.suspendDescription', { name })}
      submitLabel={t('admin.users.suspend')}
      pendingLabel={t('admin.users.suspending')}
      pending={suspend.isPending}
      onSubmit={(reason) => {
        if (user) {
          suspend.mutate({ userId: user.id, reason }, { onSuccess: () => onOpenChange(false) });
        }
      }}
    />
  );
}
