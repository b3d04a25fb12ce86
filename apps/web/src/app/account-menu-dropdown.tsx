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
import { useT } from '@/i18n';
import { UserAvatar } from '@/features/profile';
import type { CurrentUser } from '@/lib/current-user.ts';
import { displayNameOf } from '@/lib/format.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { useSignOut } from '@/lib/sign-out.ts';

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

/**
 * The avatar menu of the top bar: Profile, Notification settings, Wallet (professionals), Admin
 * Dashboard (admins), Help, Logout. It loads when the avatar button is first pressed
 * (account-menu.tsx) and opens at once.
 */
export function AccountMenuDropdown({
  user,
  label,
  onOpenProfile,
  onOpenHelp,
}: {
  user: CurrentUser;
  /** The avatar button's name (account-menu.tsx). */
  label: string;
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
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger aria-label={label} className="rounded-full">
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
