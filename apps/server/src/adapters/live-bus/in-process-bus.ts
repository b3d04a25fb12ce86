import type { LiveBus, LiveEnvelope } from './live-bus.ts';

/**
 * This instance's own fan-out: what is published is handed to its subscribers, i.e. its sockets.
 * It is the whole bus of a single instance, and the local half of the Redis bus. Delivery is
 * deferred to a microtask, so a publisher never runs socket work inside its own call, and
 * envelopes keep the order they were published in.
 */
export function createInProcessBus(): LiveBus {
  const handlers = new Set<(envelope: LiveEnvelope) => void>();
  let closed = false;
  return {
    publish(envelope) {
      if (closed) return;
      queueMicrotask(() => {
        for (const handler of handlers) handler(envelope);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
