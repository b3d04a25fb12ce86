import { useEffect, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Language } from '@salahkar/domain/language';
import { BrandMark } from '@/components/layout/brand-mark.tsx';
import { LanguageSwitch } from '@/components/layout/language-switch.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { useHydrated } from '@/hooks/use-hydrated.ts';
import { activateLanguage, chooseAsVisitor, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';

/**
 * The switch on a sign-in or registration page: the screen changes in place, and the choice is
 * the visitor's, kept through the sign-in (decision 217).
 */
function chooseOnAuthPage(language: Language) {
  chooseAsVisitor(language);
  void activateLanguage(language);
}

/**
 * "English" on a Hindi page's switch in the system's own face: Noto Sans's Latin face of the
 * switch's weight would be one more font file before the screen settles, for one word (decision
 * 222). हिन्दी on an English page has a small face of its own (decision 234).
 */
const ENGLISH_IN_SYSTEM_FACE = '[&_[lang=en]]:[font-family:system-ui,sans-serif]';

/**
 * The centred card every auth screen sits in, with the brand leading home by full page load and
 * the English ⇄ हिन्दी switch beside it.
 */
export function AuthPageFrame({
  title,
  description,
  children,
  footer,
  wide = false,
  focusHeading = false,
}: {
  title: string;
  description: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** A wider card, for the long registration form. */
  wide?: boolean;
  /** Moves focus to the title on mount: for a screen that replaces another after an action. */
  focusHeading?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t('auth.frame.documentTitle', { title });
  }, [t, title]);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-10 text-foreground"
    >
      <div
        className={cn(
          'mb-6 flex w-full items-center justify-between gap-2',
          wide ? 'max-w-xl' : 'max-w-md',
        )}
      >
        <a href="/" className="flex items-center gap-2 rounded-md text-xl font-semibold">
          <BrandMark className="size-9 text-primary" />
          <span>{t('common.brand')}</span>
        </a>
        {/* Like the form below, the switch waits for the script: its scripts now load after the
            first paint (decision 229), and a tap before then was silently lost. */}
        <LanguageSwitch
          onChosen={chooseOnAuthPage}
          className={ENGLISH_IN_SYSTEM_FACE}
          disabled={!hydrated}
        />
      </div>
      <Card className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>
        <CardHeader>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {title}
          </h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children && (
          <CardContent>
            {/* The sign-in and registration pages arrive rendered ahead of time (decision 222):
                until their script runs, a submit would send the form to the address bar. */}
            <fieldset disabled={!hydrated} className="min-w-0">
              {children}
            </fieldset>
          </CardContent>
        )}
      </Card>
      {footer && <div className="mt-6 text-center text-sm">{footer}</div>}
    </main>
  );
}

/**
 * An auth screen that tells how something ended (a link sent, a password reset, an account made
 * or waiting for review, a link that no longer works): the card, its title taking focus, and a
 * centred column under a large icon. `iconClassName` gives the icon's size and colour.
 */
export function AuthOutcome({
  title,
  description,
  icon: Icon,
  iconClassName,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <AuthPageFrame focusHeading title={title} description={description}>
      <div className="space-y-6 text-center">
        <Icon aria-hidden="true" className={cn('mx-auto', iconClassName)} />
        {children}
      </div>
    </AuthPageFrame>
  );
}
