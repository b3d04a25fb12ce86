import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PUBLIC_PAGES, type PublicPageName } from '../src/public-pages.tsx';

// Loaded by build/prerender.ts through Vite's server-side module loader, so the pages resolve
// `@/…` and the domain package exactly as the browser build does.

export { PUBLIC_PAGES };

/** A public page as HTML, the same tree public-main.tsx hydrates. */
export async function renderPublicPage(name: PublicPageName): Promise<string> {
  const Page = await PUBLIC_PAGES[name].load();
  return renderToString(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
