import type { ReactNode } from 'react';
import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
import { DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { AdminForm } from './admin-form.tsx';

/**
 * The frame of an admin form dialog. It stays open while `pending` (Escape, the overlay and
 * Cancel do nothing), so the action's outcome is seen where it was asked for. A form given as a
 * function is mounted only while the dialog is open, so it starts afresh (and reads what it needs)
 * each time; `done` closes the dialog, for the action's success.
 */
export function AdminFormDialog({
  open,
  onOpenChange,
  pending,
  title,
  description,
  children,
}: {
  pending: boolean;
  title: string;
  description: string;
  children: ReactNode | ((done: () => void) => ReactNode);
} & DialogState) {
  const done = () => onOpenChange(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={title}
      description={description}
    >
      {typeof children === 'function' ? open && children(done) : children}
    </DialogFrame>
  );
}

/**
 * An admin form dialog whose form lives as long as the dialog (its caller resets the fields when
 * it closes): the frame and the form in one, both waiting while `pending`.
 */
export function AdminDialogForm({
  open,
  onOpenChange,
  title,
  description,
  ...form
}: {
  title: string;
  description: string;
} & DialogState &
  Parameters<typeof AdminForm>[0]) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={form.pending}
      title={title}
      description={description}
    >
      <AdminForm {...form} />
    </AdminFormDialog>
  );
}

/** What an admin form dialog about one complaint takes: the case, and whether it is open. */
export type ComplaintDialogProps = { complaint: AdminConsultation } & DialogState;
