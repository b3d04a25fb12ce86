import { BrandMark } from './brand-mark.tsx';

/**
 * The visitor header of the landing, contact and legal pages. Links are plain anchors: the spec
 * asks for navigation to these targets by full page load.
 */
export function PublicHeader() {
  return (
    <header className="border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <a
          href="/"
          className="flex items-center gap-2 rounded-md text-lg font-semibold text-foreground"
        >
          <BrandMark className="size-8 text-primary" />
          <span>Salahkar</span>
        </a>
        <nav aria-label="Account" className="flex items-center gap-2">
          <a
            href="/login"
            className="rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted"
          >
            Sign In
          </a>
          <a
            href="/register"
            className="rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
          >
            Join Now
          </a>
        </nav>
      </div>
    </header>
  );
}
