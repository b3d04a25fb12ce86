import { useRef } from 'react';
import { Link } from 'react-router';
import {
  Bell,
  CircleHelp,
  LogOut,
  ShieldCheck,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { t, useT } from '@/i18n';
import { UserAvatar } from '@/features/profile';
import { displayNameOf, initialsOf } from '@/lib/format.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { useSignOut } from '@/lib/sign-out.ts';

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

/** An item of the menu that goes to a page. */
function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

/** The avatar menu of the top bar: Profile, Notification settings, Wallet (professionals), Admin Dashboard (admins), Help, Logout. */
export function AccountMenu({
  user,
  onOpenProfile,
  onOpenHelp,
}: {
  user: CurrentUser;
  onOpenProfile: () => void;
  onOpenHelp: () => void;
}) {
  // A dialog chosen in the menu opens once the menu has closed and handed focus back to its
  // trigger, so the dialog returns focus there when it closes.
  const openAfterClose = useRef<(() => void) | null>(null);
  const signOut = useSignOut();
  const t = useT();

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
    // focusable; the menu still closes on Escape, on a click outside and when focus leaves it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger aria-label={accountMenuLabelOf(user)} className="rounded-full">
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={() => {
          openAfterClose.current?.();
          openAfterClose.current = null;
        }}
      >
        <DropdownMenuLabel>
          <span className="block font-medium">{displayNameOf(user)}</span>
          <span className="block text-xs break-all text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => (openAfterClose.current = onOpenProfile)}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('app.accountMenu.profile')}
        </DropdownMenuItem>
        <MenuLink
          to="/settings/notifications"
          icon={Bell}
          label={t('app.accountMenu.notifications')}
        />
        {user.role === 'professional' && user.isApproved && (
          <MenuLink to="/wallet" icon={Wallet} label={t('app.accountMenu.wallet')} />
        )}
        {user.role === 'admin' && (
          <MenuLink to="/admin" icon={ShieldCheck} label={t('app.accountMenu.admin')} />
        )}
        <DropdownMenuItem onSelect={() => (openAfterClose.current = onOpenHelp)}>
          <CircleHelp aria-hidden="true" className="size-4" />
          {t('app.accountMenu.help')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {/* A POST, then home by a full page load (lib/sign-out.ts). */}
        <DropdownMenuItem
          disabled={signOut.isPending}
          onSelect={() =>
            signOut.mutate('/api/logout', {
              onError: (error) =>
                notifyFailure(
                  error,
                  t('app.accountMenu.logoutFailedTitle'),
                  t('app.accountMenu.logoutFailed'),
                ),
            })
          }
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('app.accountMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
