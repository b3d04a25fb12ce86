import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';

/** Any path outside the route table. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page Not Found · Salahkar';
  }, []);

  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground"
    >
      <div className="max-w-md text-center">
        <p className="text-5xl font-bold text-primary">404</p>
        <h1 className="mt-3 text-2xl font-semibold">Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The page you are looking for does not exist or may have moved.
        </p>
        <a href="/" className={buttonClasses({ className: 'mt-6' })}>
          Go to Home
        </a>
      </div>
    </main>
  );
}
