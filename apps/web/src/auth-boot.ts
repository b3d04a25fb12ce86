// The first script of a sign-in or registration page the build rendered (auth.html, decision
// 222). The screen comes drawn in the HTML: its scripts are needed to use the form, not to show
// it, so they are asked for once the page has painted, and do not share the connection with the
// stylesheet and the fonts the first paint waits for. Then every file the entry and this screen
// need is asked for at once (`data-preload`, written by build/prerender.ts) and the entry runs.
// A page in a background tab, which paints only when shown, starts at once; so does an address
// with a query (`?field=`, `?next=`, `?with=phone`): the build rendered the plain address, whose
// links drop the query, and the script draws the screen anew, so the sooner it runs the better.

/** When the scripts start even if no frame has been drawn by then (a slow phone paints sooner). */
const START_AT_THE_LATEST_MS = 1500;

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

/** A task of its own for what follows, so the browser can paint and handle input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs the entry's files one task each, in the order listed (each after the files it imports),
 * then the entry itself. Run by the entry's own import they were one task: React, the router, the
 * texts and the screen's code evaluated in a row, a long task on a slow phone (decision 230).
 */
async function run(entry: string, files: string[]) {
  for (const href of files) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

let started = false;

function start() {
  if (started) return;
  started = true;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  const files = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void run(entry, files);
}

/**
 * On an address with a query, the rendered links between the two screens keep the visitor's
 * intent as the screen's own will (`authPathKeepingIntent`: the chosen field, else `next`), so a
 * click before the script has drawn the screen anew does not lose it. The screen checks both.
 */
function keepIntentInLinks() {
  const search = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  const field = search.get('field');
  const next = search.get('next');
  if (field) kept.set('field', field);
  else if (next) kept.set('next', next);
  if (kept.size === 0) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    '#root a[href="/login"], #root a[href="/register"]',
  )) {
    link.href = `${link.getAttribute('href')}?${kept.toString()}`;
  }
}

if (location.search !== '') keepIntentInLinks();
if (document.visibilityState === 'hidden' || location.search !== '') start();
else {
  // The frame's callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A frame can be held back for long (a tab hidden before its first frame, a machine too busy
  // to draw): the form, disabled until its script runs, does not wait on it past this.
  setTimeout(start, START_AT_THE_LATEST_MS);
}
