import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';

/** Any path outside the route table. */
export function NotFoundPage() {
  const t = useT();
  useEffect(() => {
    document.title = t('common.pageTitle', { title: t('app.notFound.title') });
  }, [t]);

  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground"
    >
      <div className="max-w-md text-center">
        <p className="text-5xl font-bold text-primary">404</p>
        <h1 className="mt-3 text-2xl font-semibold">{t('app.notFound.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('app.notFound.text')}</p>
        <a href="/" className={buttonClasses({ className: 'mt-6' })}>
          {t('app.notFound.home')}
        </a>
      </div>
    </main>
  );
}
