import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

/**
 * For a file whose tests fake the server: after each test the stubbed globals (fetch) go back,
 * and no toast is left for the next test's toaster (Sonner replays those still active).
 */
export function resetFakesAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });
}
