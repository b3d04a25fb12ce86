import { useState } from 'react';
import { Bell, BriefcaseBusiness, Camera, Clock, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { useT } from '@/i18n';
import { displayNameOf } from '@/lib/format.ts';
import { ProfileDetails } from './profile-details.tsx';
import { PhoneSection } from './phone-section.tsx';
import { PublicProfileSection } from './public-profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { UserAvatar } from './user-avatar.tsx';

type ProfileActions = {
  /** Opens the photo dialog (professionals). */
  onChangePhoto: () => void;
  /** Opens the Become a Professional dialog (users without a pending application). */
  onBecomeProfessional: () => void;
  /** Leaves for the notification settings, a page of their own. */
  onOpenNotificationSettings: () => void;
};

function ApplicationNote({ user }: { user: CurrentUser }) {
  const t = useT();
  if (user.professionalApplication === 'pending') {
    return (
      <p className="flex items-start gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm text-primary">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('profile.application.pending')}
      </p>
    );
  }
  if (user.professionalApplication === 'rejected') {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        {t('profile.application.rejected')}
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
  onOpenNotificationSettings,
}: { user: CurrentUser; onEdit: () => void } & ProfileActions) {
  const t = useT();
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
      {user.role === 'professional' && <PublicProfileSection />}
      <PhoneSection />
      <SessionsSection />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="outline" onClick={onOpenNotificationSettings}>
          <Bell aria-hidden="true" className="size-4" />
          {t('profile.actions.notifications')}
        </Button>
        {user.role === 'professional' && (
          <Button variant="outline" onClick={onChangePhoto}>
            <Camera aria-hidden="true" className="size-4" />
            {user.profileImageUrl
              ? t('profile.actions.updatePhoto')
              : t('profile.actions.addPhoto')}
          </Button>
        )}
        {canApply && (
          <Button variant="outline" onClick={onBecomeProfessional}>
            <BriefcaseBusiness aria-hidden="true" className="size-4" />
            {t('profile.actions.becomeProfessional')}
          </Button>
        )}
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('profile.actions.edit')}
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

/** The Profile dialog (docs/product/rulings.md, R-34): details in view mode, and an edit mode to change them. */
export function ProfileDialog({
  open,
  onOpenChange,
  user,
  ...actions
}: { user: CurrentUser } & DialogState & ProfileActions) {
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.dialog.title')}
      description={t('profile.dialog.description')}
      className="sm:max-w-xl"
      // The details are read first, and a stray Enter must not start an application (Become a
      // Professional) or a photo upload.
      opensOnTitle
    >
      <ProfileDialogBody user={user} {...actions} />
    </DialogFrame>
  );
}
