import { Languages } from 'lucide-react';
import { LANGUAGE_NAMES, type Language } from '@salahkar/domain/language';
import { activateLanguage, currentLanguage, keepLanguage, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';

/**
 * हिन्दी (and हि) in a face of just their glyphs, which the stylesheet carries (decision 234): in
 * Noto Sans's own Devanagari face, that one word on an English page downloaded 46 KB; in the
 * system's face, it drew as boxes where the system has no Devanagari font, after a slow search
 * for one. The landing page, the sign-in pages and the app's top bar all use this switch.
 */
const DEVANAGARI_NAME_FACE =
  "[&_[lang=hi]]:[font-family:'Noto_Sans_Language_Switch',system-ui,sans-serif]";

/** The other language's short name, for a narrow top bar ('EN', 'हि'), in its own script. */
const SHORT_NAMES: Record<Language, string> = { en: 'EN', hi: 'हि' };

/**
 * English ⇄ हिन्दी. It names the other language in that language's own script (and marks it with
 * `lang`, so a screen reader pronounces it right). The choice is kept on this browser; `onChosen`
 * lets a signed-in screen also save it to the profile, and a pre-rendered page go to its other
 * language's address instead of switching in place. `compact` shows the short name on phones (the
 * full name stays the button's name for screen readers).
 */
export function LanguageSwitch({
  onChosen,
  className,
  compact = false,
  disabled = false,
}: {
  onChosen?: (language: Language) => void;
  className?: string;
  compact?: boolean;
  /** Until a pre-rendered page's script has taken it over, a click would do nothing. */
  disabled?: boolean;
}) {
  const t = useT();
  const other: Language = currentLanguage() === 'hi' ? 'en' : 'hi';
  const choose = () => {
    keepLanguage(other);
    if (onChosen) onChosen(other);
    else void activateLanguage(other);
  };
  return (
    <button
      type="button"
      onClick={choose}
      disabled={disabled}
      title={t('common.language.switchTitle')}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-foreground hover:bg-muted disabled:cursor-progress disabled:opacity-70',
        DEVANAGARI_NAME_FACE,
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      {compact && (
        <span aria-hidden="true" lang={other} className="sm:hidden">
          {SHORT_NAMES[other]}
        </span>
      )}
      <span lang={other} className={compact ? 'sr-only sm:not-sr-only' : undefined}>
        {LANGUAGE_NAMES[other]}
      </span>
    </button>
  );
}
