import type { LiveBus, LiveEnvelope } from './live-bus.ts';

/**
 * The bus of a single instance: what is published is handed to this instance's subscribers only.
 * Delivery is deferred to a microtask so a publisher never runs socket work inside its own call,
 * as with Redis, and envelopes keep their publish order.
 */
export function createInProcessBus(): LiveBus {
  const handlers = new Set<(envelope: LiveEnvelope) => void>();
  let closed = false;
  return {
    async publish(envelope) {
      if (closed) return;
      queueMicrotask(() => {
        for (const handler of handlers) handler(envelope);
      });
    },
    async subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
