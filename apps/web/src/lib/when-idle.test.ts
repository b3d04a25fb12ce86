import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the work to an idle callback, with a deadline, and not in the calling task', () => {
    const callbacks: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      callbacks.push({ run, timeout: options?.timeout });
      return callbacks.length;
    });
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.timeout).toBeGreaterThan(0);
    callbacks[0]!.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before it runs', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    whenIdle(() => undefined)();
    expect(cancelled).toEqual([7]);
  });

  it('waits a moment where the browser has no idle callbacks, and can be cancelled there too', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(1_000);
    expect(never).not.toHaveBeenCalled();
  });
});
