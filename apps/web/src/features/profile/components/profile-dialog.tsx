import { useState } from 'react';
import { BriefcaseBusiness, Camera, Clock, Pencil } from 'lucide-react';
import { PROFESSIONAL_REVIEW_TIME_TEXT } from '@salahkar/domain/limits';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import type { CurrentUser } from '@/features/auth';
import { displayNameOf } from '@/lib/format.ts';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { UserAvatar } from './user-avatar.tsx';

type ProfileActions = {
  /** Opens the photo dialog (professionals). */
  onChangePhoto: () => void;
  /** Opens the Become a Professional dialog (users without a pending application). */
  onBecomeProfessional: () => void;
};

function ApplicationNote({ user }: { user: CurrentUser }) {
  if (user.professionalApplication === 'pending') {
    return (
      <p className="flex items-start gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm text-primary">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your application to become a professional is being reviewed. This typically takes{' '}
        {PROFESSIONAL_REVIEW_TIME_TEXT}; we will email you the decision.
      </p>
    );
  }
  if (user.professionalApplication === 'rejected') {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        Your last application to become a professional was not approved. You may apply again.
      </p>
    );
  }
  return null;
}

function ProfileView({
  user,
  onEdit,
  onChangePhoto,
  onBecomeProfessional,
}: { user: CurrentUser; onEdit: () => void } & ProfileActions) {
  const canApply =
    user.role === 'user' &&
    (user.professionalApplication === 'none' || user.professionalApplication === 'rejected');

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} className="size-16 text-xl" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayNameOf(user)}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <ApplicationNote user={user} />
      <ProfileDetails user={user} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        {user.role === 'professional' && (
          <Button variant="outline" onClick={onChangePhoto}>
            <Camera aria-hidden="true" className="size-4" />
            {user.profileImageUrl ? 'Update Photo' : 'Add Photo'}
          </Button>
        )}
        {canApply && (
          <Button variant="outline" onClick={onBecomeProfessional}>
            <BriefcaseBusiness aria-hidden="true" className="size-4" />
            Become a Professional
          </Button>
        )}
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit Profile
        </Button>
      </div>
    </div>
  );
}

function ProfileDialogBody({ user, ...actions }: { user: CurrentUser } & ProfileActions) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <ProfileEditForm user={user} onDone={() => setEditing(false)} />
  ) : (
    <ProfileView user={user} onEdit={() => setEditing(true)} {...actions} />
  );
}

/**
 * Opens on the dialog's title rather than its first button: the details are read first, and a
 * stray Enter must not start an application (Become a Professional) or a photo upload.
 */
function focusTitleOf(event: Event) {
  const dialog = event.target as HTMLElement;
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  if (!title) return;
  event.preventDefault();
  title.tabIndex = -1;
  title.focus();
}

/** The Profile dialog (docs/product/rulings.md, R-34): details in view mode, and an edit mode to change them. */
export function ProfileDialog({
  open,
  onOpenChange,
  user,
  ...actions
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
} & ProfileActions) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Your Profile"
        description="View and update your personal details."
        className="sm:max-w-xl"
        onOpenAutoFocus={focusTitleOf}
      >
        <ProfileDialogBody user={user} {...actions} />
      </DialogContent>
    </Dialog>
  );
}
