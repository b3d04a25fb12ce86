import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isPublicPageName, PUBLIC_PAGES } from './public-pages.tsx';
import './fonts.ts';
import './index.css';

// The browser entry of the pages the build rendered to HTML (landing, policies). It loads the
// page's own module, then takes over the HTML as it is (hydration): the page is readable from the
// first byte, and only React and the page itself are downloaded, not the router, the query cache
// or any schema. Every link on these pages is a full page load into the app (main.tsx).
const root = document.getElementById('root');
const name = root?.dataset.page;
if (root && isPublicPageName(name)) {
  void PUBLIC_PAGES[name].load().then((Page) => {
    hydrateRoot(
      root,
      <StrictMode>
        <Page />
      </StrictMode>,
    );
  });
}
