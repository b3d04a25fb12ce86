import { vi } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { ProfileDialog } from '@/features/profile/components/profile-dialog.tsx';
import { renderInProviders } from './render-providers.tsx';

/** The profile open for `user`, as the account menu opens it, and a user to drive it. */
export function openProfileDialog(user: CurrentUser) {
  return renderInProviders(
    <ProfileDialog
      open
      onOpenChange={() => {}}
      user={user}
      onChangePhoto={vi.fn()}
      onBecomeProfessional={vi.fn()}
      onOpenNotificationSettings={vi.fn()}
    />,
  ).user;
}
