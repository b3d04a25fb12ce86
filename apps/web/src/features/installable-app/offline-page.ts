import { i18n, type Messages } from '@lingui/core';
import { LOCALE_OF } from '@salahkar/domain/language';
import { initialLanguage } from '@/i18n/i18n.ts';
import english from './messages/en.json';
import hindi from './messages/hi.json';
import { offlinePageLanguage } from './offline-language.ts';
import { linkManifest } from './manifests.ts';
import '@/fonts.ts';
import '@/index.css';

// The script of offline.html, which the service worker shows in place of a page that could not
// load: the address bar still holds that page, so its address says the language ('/hi/…' is
// Hindi), else the kept choice or the browser's, as the app itself decides. It brings the page
// back on its own when the connection returns.
const language = offlinePageLanguage(window.location.pathname, initialLanguage);
i18n.loadAndActivate({
  locale: language,
  messages: (language === 'hi' ? hindi : english) as unknown as Messages,
});
document.documentElement.lang = LOCALE_OF[language];
linkManifest(language);
document.title = i18n._('installableApp.offline.documentTitle');
for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
  element.textContent = i18n._(element.dataset.text ?? '');
}

const reload = () => window.location.reload();
window.addEventListener('online', reload);
document.getElementById('retry')?.addEventListener('click', reload);

// The browser may think it is online all along (a network without internet, or the server out of
// reach): ask for the page now and then, past the worker, and reload once it answers.
const CHECK_EVERY_MS = 5000;
async function checkBack(): Promise<void> {
  if (document.visibilityState === 'visible') {
    try {
      const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
      if (answer.ok) return reload();
    } catch {
      // Still offline.
    }
  }
  window.setTimeout(() => void checkBack(), CHECK_EVERY_MS);
}
window.setTimeout(() => void checkBack(), CHECK_EVERY_MS);
