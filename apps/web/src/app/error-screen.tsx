import { useEffect, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { isReloadableError, reloadOnce } from './reload-once.ts';

/**
 * The top-level error screen (docs/product/rulings.md, R-31). Errors a reload cures reload the page
 * once; anything else, or the same error right after a reload, shows the screen.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const [reloading] = useState(() => isReloadableError(error) && reloadOnce());
  const t = useT();

  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) return <FullScreenSpinner />;

  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground"
    >
      <div role="alert" className="max-w-md text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto size-12 text-destructive" />
        <h1 className="mt-4 text-2xl font-semibold">{t('app.errorScreen.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('app.errorScreen.text')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>{t('app.errorScreen.refresh')}</Button>
          <Button variant="outline" asChild>
            <a href="/login">{t('app.errorScreen.login')}</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
