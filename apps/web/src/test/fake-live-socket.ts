import type { ServerMessage } from '@salahkar/domain/live-events';

/**
 * The browser's WebSocket (the app's boundary to the live channel) replaced for component tests:
 * it never touches the network; a test opens it, pushes server messages and reads what was sent.
 */
export class FakeLiveSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeLiveSocket[] = [];

  readyState = FakeLiveSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeLiveSocket.instances.push(this);
  }

  /** The socket the app opened last. */
  static latest(): FakeLiveSocket {
    const socket = FakeLiveSocket.instances.at(-1);
    if (!socket) throw new Error('The app has not opened a live channel');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.readyState === FakeLiveSocket.CLOSED) return;
    this.readyState = FakeLiveSocket.CLOSED;
    this.onclose?.({ code });
  }

  // ---- What the server does --------------------------------------------------------------

  open(): void {
    this.readyState = FakeLiveSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  push(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  pushRaw(data: string): void {
    this.onmessage?.({ data });
  }

  serverClose(code: number): void {
    this.close(code);
  }
}
