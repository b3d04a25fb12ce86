import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { dismissUpdate, useUpdateOffer } from '../app-update.ts';

/**
 * "A new version of Salahkar is ready. [Update]": shown while a new version waits, at the bottom
 * left (toasts take the bottom right, and the top on phones). The live region is always in the
 * page, so a screen reader announces the offer when it appears; it is a plain polite region, not a
 * second `status` beside the screens' own.
 */
export function UpdateBanner() {
  const t = useT();
  const apply = useUpdateOffer();
  return (
    <div aria-live="polite">
      {apply && (
        <div className="fixed inset-x-3 bottom-3 z-50 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm text-foreground shadow-lg sm:right-auto sm:max-w-md">
          <p className="min-w-0 flex-1">{t('installableApp.update.text')}</p>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={dismissUpdate}>
              {t('installableApp.update.later')}
            </Button>
            <Button size="sm" onClick={apply}>
              {t('installableApp.update.action')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
