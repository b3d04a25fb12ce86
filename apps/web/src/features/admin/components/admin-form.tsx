import type { FormEventHandler, ReactNode } from 'react';
import { AdminDialogActions } from './admin-dialog-actions.tsx';

/**
 * The form of an admin dialog: its fields, then Cancel and the submit button. The fields show
 * the schema's errors themselves, so the browser's own checks are off (noValidate).
 */
export function AdminForm({
  onSubmit,
  label,
  children,
  ...actions
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, where a dialog holds more than one. */
  label?: string;
  children: ReactNode;
} & Parameters<typeof AdminDialogActions>[0]) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} className="space-y-4">
      {children}
      <AdminDialogActions {...actions} />
    </form>
  );
}
