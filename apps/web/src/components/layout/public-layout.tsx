import { useEffect, type ReactNode } from 'react';
import { SkipToContent } from '@/components/ui/skip-to-content.tsx';
import { t } from '@/i18n';
import { PublicHeader } from './public-header.tsx';
import { PublicBottomBar, PublicLinksFooter } from './public-footer.tsx';

/**
 * The frame of every public page: header, the page's content as `main#main-content`, and the two
 * footers. `title` names the page in the browser tab.
 */
export function PublicLayout({ children, title }: { children: ReactNode; title?: string }) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = t('common.pageTitle', { title });
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipToContent />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicLinksFooter />
      <PublicBottomBar />
    </div>
  );
}
