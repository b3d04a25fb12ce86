import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Clock } from 'lucide-react';
import type { Language } from '@salahkar/domain/language';
import { BrandMark } from '@/components/layout/brand-mark.tsx';
import { HowItWorks } from '@/components/layout/how-it-works.tsx';
import { LanguageSwitch } from '@/components/layout/language-switch.tsx';
import { RoleBadge } from '@/components/ui/role-badge.tsx';
import { SkipToContent } from '@/components/ui/skip-to-content.tsx';
import { AssistantLauncher } from '@/features/assistant';
import type { CurrentUser } from '@/lib/current-user.ts';
import { ChatHost } from '@/features/chat';
import { NotificationBell } from '@/features/notifications';
import { PhotoRequiredBanner, useSaveLanguage } from '@/features/profile';
import { VideoCallHost } from '@/features/video';
import { activateLanguage, currentLanguage, keepLanguage, useT } from '@/i18n';
import { AccountMenu } from './account-menu.tsx';
import { caseCallActions } from './case-call-actions.tsx';
import { useSignedInPageTitle } from './page-title.ts';
import {
  AssistantDialog,
  BecomeProfessionalDialog,
  PhotoDialog,
  ProfileDialog,
} from './lazy-dialogs.ts';

type AccountDialog = 'profile' | 'photo' | 'apply' | 'help' | 'assistant';

function RoleStatus({ user }: { user: CurrentUser }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <RoleBadge role={user.role} />
      {user.role === 'professional' && !user.isApproved && (
        <span className="text-xs font-medium text-muted-foreground">
          {t('app.roleStatus.pending')}
        </span>
      )}
      {user.role === 'user' && user.professionalApplication === 'pending' && (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('app.roleStatus.applicationPending')}
        </span>
      )}
    </div>
  );
}

/** The people whose saved language this page has already put on screen (once per page load). */
const followedLanguageOf = new Set<string>();

/**
 * The language saved on the person's profile follows them to every device: when it differs from
 * the one on screen, the page switches to it once, on load. Later changes come from the switch
 * (which saves them), so a profile still being saved never switches the screen back.
 */
function useProfileLanguage(user: CurrentUser) {
  const saved = user.preferredLanguage;
  useEffect(() => {
    if (followedLanguageOf.has(user.id)) return;
    followedLanguageOf.add(user.id);
    if (!saved || saved === currentLanguage()) return;
    keepLanguage(saved);
    void activateLanguage(saved);
  }, [user.id, saved]);
}

/** The top bar's English ⇄ हिन्दी: switches in place and saves the choice to the profile. */
function TopBarLanguageSwitch() {
  const saveLanguage = useSaveLanguage();
  const choose = (language: Language) => {
    saveLanguage.mutate(language);
    void activateLanguage(language);
  };
  return <LanguageSwitch onChosen={choose} compact />;
}

/**
 * The frame of every signed-in screen: the top bar (product name, role badge, notification bell,
 * account menu), the photo warning for professionals who owe one, the account dialogs the menu
 * opens, and the video calls (the user is rung wherever they are).
 */
export function SignedInLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [open, setOpen] = useState<Record<AccountDialog, boolean>>({
    profile: false,
    photo: false,
    apply: false,
    help: false,
    assistant: false,
  });
  const setDialog = (dialog: AccountDialog) => (isOpen: boolean) =>
    setOpen((current) => ({ ...current, [dialog]: isOpen }));
  const t = useT();
  const navigate = useNavigate();
  useProfileLanguage(user);
  useSignedInPageTitle();

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipToContent />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold">
              <BrandMark className="size-8 text-primary" />
              <span>{t('common.brand')}</span>
            </Link>
            <RoleStatus user={user} />
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <TopBarLanguageSwitch />
            <NotificationBell />
            <AccountMenu
              user={user}
              onOpenProfile={() => setDialog('profile')(true)}
              onOpenHelp={() => setDialog('help')(true)}
            />
          </div>
        </div>
      </header>
      <PhotoRequiredBanner user={user} onAddPhoto={() => setDialog('photo')(true)} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {/* Bottom padding keeps the floating assistant button off the page's last controls. */}
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-24 sm:px-6">
          {/* Outside the chats: a call rings on every screen and outlives the chat it started from. */}
          <VideoCallHost>
            <ChatHost callActions={caseCallActions}>{children}</ChatHost>
          </VideoCallHost>
        </div>
      </main>

      <HowItWorks open={open.help} onOpenChange={setDialog('help')} />
      {/* Mounted while open only; each in its own boundary so one loading hides no other. */}
      {open.profile && (
        <Suspense fallback={null}>
          <ProfileDialog
            open
            onOpenChange={setDialog('profile')}
            user={user}
            onChangePhoto={() => setDialog('photo')(true)}
            onBecomeProfessional={() => setDialog('apply')(true)}
            onOpenNotificationSettings={() => {
              setDialog('profile')(false);
              void navigate('/settings/notifications');
            }}
          />
        </Suspense>
      )}
      {open.photo && (
        <Suspense fallback={null}>
          <PhotoDialog open onOpenChange={setDialog('photo')} user={user} />
        </Suspense>
      )}
      {open.apply && (
        <Suspense fallback={null}>
          <BecomeProfessionalDialog open onOpenChange={setDialog('apply')} />
        </Suspense>
      )}
      <AssistantLauncher onOpen={() => setDialog('assistant')(true)} />
      {open.assistant && (
        <Suspense fallback={null}>
          <AssistantDialog open onOpenChange={setDialog('assistant')} />
        </Suspense>
      )}
    </div>
  );
}
