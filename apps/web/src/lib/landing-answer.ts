import { useSyncExternalStore } from 'react';
import type { LandingFigures } from '@salahkar/domain/schemas/landing';

export type { LandingFigures };

export type FiguresState =
  | { status: 'pending'; data?: undefined }
  | { status: 'error'; data?: undefined }
  | { status: 'success'; data: LandingFigures };

// GET /api/landing: the landing page's live figures and the support facts (decision 217) the
// landing, contact and policy pages show. The pre-rendered pages are hydrated without the query
// cache (see public-main.tsx), so it is one plain fetch shared by every block on the page, made
// when the first block mounts. The first render, in the build and in the browser alike, is
// always 'pending'.
const PENDING: FiguresState = { status: 'pending' };
let state: FiguresState = PENDING;
let started = false;
const listeners = new Set<() => void>();

function settle(next: FiguresState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function load() {
  if (started) return;
  started = true;
  fetch('/api/landing', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      settle({ status: 'success', data: (await response.json()) as LandingFigures });
    })
    .catch(() => {
      started = false;
      settle({ status: 'error' });
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** GET /api/landing: the live figures and support facts (the server keeps them a few seconds). */
export function useLandingFigures(): FiguresState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => PENDING,
  );
}
