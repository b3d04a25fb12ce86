import { useSyncExternalStore } from 'react';

// A new version of the app waiting to take over, offered to the person instead of being swapped
// in under them (a reload mid-form would lose what they typed). The registration
// (service-worker-registration.ts) offers it; the update banner shows the offer.

type Apply = () => void;

let offer: Apply | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Offers an update; `apply` hands over to the new version and reloads the page. */
export function offerUpdate(apply: Apply): void {
  offer = apply;
  emit();
}

/** "Not now": the offer comes back with the next page load, or when another version waits. */
export function dismissUpdate(): void {
  offer = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting update's `apply`, or null when the app is up to date. */
export function useUpdateOffer(): Apply | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
