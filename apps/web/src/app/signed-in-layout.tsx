import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogOut, ShieldCheck } from 'lucide-react';
import type { Role } from '@salahkar/domain/enums';
import { BrandMark } from '@/components/layout/brand-mark.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { SkipToContent } from '@/components/ui/skip-to-content.tsx';
import type { CurrentUser } from '@/features/auth';
import { displayNameOf, initialsOf } from '@/lib/format.ts';

const ROLE_BADGES: Record<Role, { label: string; tone: BadgeTone }> = {
  admin: { label: 'Admin', tone: 'red' },
  professional: { label: 'Professional', tone: 'purple' },
  user: { label: 'User', tone: 'blue' },
};

function AccountMenu({ user }: { user: CurrentUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${displayNameOf(user)}`}
        className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initialsOf(user)}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium">{displayNameOf(user)}</span>
          <span className="block text-xs break-all text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          {/* The server ends the session and sends the browser home (decisions: /api/logout). */}
          <a href="/api/logout">
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The frame of every signed-in screen: top bar with the product name, role badge and account menu. */
export function SignedInLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const badge = ROLE_BADGES[user.role];
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipToContent />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold">
              <BrandMark className="size-8 text-primary" />
              <span>Salahkar</span>
            </Link>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </div>
          <AccountMenu user={user} />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{children}</div>
      </main>
    </div>
  );
}
