import { Languages } from 'lucide-react';
import { LANGUAGE_NAMES, type Language } from '@salahkar/domain/language';
import { activateLanguage, currentLanguage, keepLanguage, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';

/**
 * English ⇄ हिन्दी. It names the other language in that language's own script (and marks it with
 * `lang`, so a screen reader pronounces it right). The choice is kept on this browser; `onChosen`
 * lets a signed-in screen also save it to the profile, and a pre-rendered page go to its other
 * language's address instead of switching in place.
 */
export function LanguageSwitch({
  onChosen,
  className,
}: {
  onChosen?: (language: Language) => void;
  className?: string;
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
      title={t('common.language.switchTitle')}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-foreground hover:bg-muted',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
