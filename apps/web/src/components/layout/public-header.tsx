import type { Language } from '@salahkar/domain/language';
import { activateLanguage, useT } from '@/i18n';
import { isPublicPath, pathIn } from '@/lib/public-paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** A pre-rendered page has an address per language; any other page switches where it is. */
function showIn(language: Language) {
  if (isPublicPath(location.pathname)) location.assign(pathIn(location.pathname, language));
  else void activateLanguage(language);
}

/**
 * The visitor header of the landing, contact and legal pages. Links are plain anchors: the spec
 * asks for navigation to these targets by full page load.
 */
export function PublicHeader() {
  const t = useT();
  return (
    <header className="border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:px-6">
        <a
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-md text-lg font-semibold text-foreground"
        >
          <BrandMark className="size-8 shrink-0 text-primary" />
          <span className="truncate">{t('common.brand')}</span>
        </a>
        <nav
          aria-label={t('common.publicHeader.nav')}
          className="flex shrink-0 items-center gap-1 sm:gap-2"
        >
          <LanguageSwitch onChosen={showIn} compact />
          <a
            href="/login"
            className="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-foreground hover:bg-muted sm:px-3"
          >
            {t('common.publicHeader.signIn')}
          </a>
          <a
            href="/register"
            className="rounded-md bg-primary px-2 py-2 text-sm font-medium whitespace-nowrap text-primary-foreground hover:bg-primary-hover sm:px-3"
          >
            {t('common.publicHeader.join')}
          </a>
        </nav>
      </div>
    </header>
  );
}
