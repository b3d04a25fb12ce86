import { lazy, Suspense, useState } from 'react';
import type { CurrentUser } from '@/lib/current-user.ts';
import { t } from '@/i18n';
import { UserAvatar } from '@/features/profile';
import { displayNameOf, initialsOf } from '@/lib/format.ts';

/**
 * The avatar button's name. Without a photo the button shows the initials, and a name that
 * contains what is seen lets a voice-control user say it ("click A R").
 */
function accountMenuLabelOf(user: CurrentUser): string {
  const name = displayNameOf(user);
  return user.profileImageUrl
    ? t('app.accountMenu.label', { name })
    : t('app.accountMenu.labelWithInitials', { name, initials: initialsOf(user) });
}

// The menu (Radix's menu and its positioning library) loads when the avatar is first pressed, or
// starts to when the pointer or focus reaches it: every signed-in screen's first paint goes without.
const loadDropdown = () => import('./account-menu-dropdown.tsx');
const AccountMenuDropdown = lazy(() =>
  loadDropdown().then((m) => ({ default: m.AccountMenuDropdown })),
);
const preload = () => void loadDropdown();

/** The avatar button as the menu's trigger draws it, before the menu has loaded. */
function AvatarButton({ user, onPress }: { user: CurrentUser; onPress?: () => void }) {
  return (
    <button
      type="button"
      aria-label={accountMenuLabelOf(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      className="rounded-full"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onPress}
      onKeyDown={(event) => {
        // The menu's own trigger opens on ArrowDown too.
        if (event.key !== 'ArrowDown' || !onPress) return;
        event.preventDefault();
        onPress();
      }}
    >
      <UserAvatar user={user} />
    </button>
  );
}

/**
 * The avatar menu of the top bar: the avatar button, and once it has been pressed, the menu
 * (account-menu-dropdown.tsx), which then stays mounted with its own trigger in the button's place.
 */
export function AccountMenu(props: {
  user: CurrentUser;
  onOpenProfile: () => void;
  onOpenHelp: () => void;
}) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) return <AvatarButton user={props.user} onPress={() => setPressed(true)} />;
  return (
    <Suspense fallback={<AvatarButton user={props.user} />}>
      <AccountMenuDropdown {...props} label={accountMenuLabelOf(props.user)} />
    </Suspense>
  );
}
