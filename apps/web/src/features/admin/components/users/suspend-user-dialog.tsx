import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { useSuspendUser, useUnsuspendUser } from '../../api/use-admin-users.ts';

/**
 * The confirmation before suspending (signs the person out everywhere at once) or unsuspending
 * someone; which one follows from whether they are suspended now.
 */
export function SuspendUserDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const lifting = user?.isSuspended ?? false;
  const action = lifting ? unsuspend : suspend;
  const name = user?.name ?? '';

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={lifting ? 'Unsuspend User' : 'Suspend User'}
      description={
        lifting
          ? `${name} will be able to sign in and use the platform again.`
          : `${name} will be signed out everywhere at once and cannot sign in until you unsuspend them.`
      }
      confirmLabel={lifting ? 'Unsuspend' : 'Suspend'}
      confirmVariant={lifting ? 'primary' : 'destructive'}
      pending={action.isPending}
      onConfirm={() => {
        if (user) action.mutate(user.id, { onSuccess: () => onOpenChange(false) });
      }}
    />
  );
}
