import { expect, type Page } from '@playwright/test';

/**
 * What a page heard on its live channel (/ws), whichever socket it had at the time: steps that
 * depend on a push wait until the channel is listening instead of racing it.
 */
export class LiveWatch {
  private readonly frames: string[] = [];

  constructor(page: Page) {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/ws')) return;
      socket.on('framereceived', (frame) => this.frames.push(String(frame.payload)));
    });
  }

  private async heard(what: string, test: (message: Record<string, unknown>) => boolean) {
    await expect
      .poll(
        () =>
          this.frames.some((frame) => {
            try {
              return test(JSON.parse(frame) as Record<string, unknown>);
            } catch {
              return false;
            }
          }),
        { message: `the live channel to answer ${what}` },
      )
      .toBe(true);
  }

  /** The channel is open: it answered the ping every connection starts with. */
  connected(): Promise<void> {
    return this.heard('ping', (message) => message.type === 'pong');
  }

  /** An approved professional's channel has joined their field's new requests. */
  listeningForRequests(): Promise<void> {
    return this.heard(
      'register_professional',
      (message) => message.type === 'registered_professional',
    );
  }

  /** The page has joined a consultation's room (its chat dialog is open). */
  joined(consultationId: string): Promise<void> {
    return this.heard(
      `register ${consultationId}`,
      (message) => message.type === 'registered' && message.consultationId === consultationId,
    );
  }
}
