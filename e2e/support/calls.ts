import { expect, type Page } from '@playwright/test';

// Video calls between two real Chromium pages on loopback: the fake camera and microphone stand
// in for a person, and every RTCPeerConnection a page makes is kept where a test can ask it for
// its statistics, exactly as the product's own debug panel does. Every worker's Chromium has the
// flags a call needs (CALL_CHROMIUM_ARGS in playwright.config.ts).

/** Launch flags for a call: a fake, already-allowed camera, and WebRTC over loopback. */
export { CALL_CHROMIUM_ARGS } from '../playwright.config.ts';

type Watched = Window & { __peerConnections?: RTCPeerConnection[] };

/**
 * Keeps every RTCPeerConnection the page's scripts create (on this and later loads of the page).
 * Reloads the page so the watch is in place before the app starts.
 */
export async function watchPeerConnections(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const kept: RTCPeerConnection[] = [];
    (window as Watched).__peerConnections = kept;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        kept.push(this);
      }
    };
  });
  await page.reload();
}

/** Video frames the page's newest peer connection has decoded from the other side. */
function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const connections = (window as Watched).__peerConnections ?? [];
    const connection = connections.at(-1);
    if (!connection) return 0;
    let frames = 0;
    (await connection.getStats()).forEach((report: { type: string; kind?: string }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') {
        frames = (report as { framesDecoded?: number }).framesDecoded ?? 0;
      }
    });
    return frames;
  });
}

/** Waits until the page has decoded real video frames sent by the other browser. */
export async function expectFramesDecoded(page: Page, atLeast = 10): Promise<void> {
  await expect
    .poll(() => framesDecoded(page), {
      message: 'inbound video frames decoded from the other browser',
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(atLeast);
}

/** Whether the page's newest connection sends its microphone / camera track enabled. */
export function sendingEnabled(page: Page, kind: 'audio' | 'video'): Promise<boolean | null> {
  return page.evaluate((trackKind) => {
    const connection = ((window as Watched).__peerConnections ?? []).at(-1);
    const track = connection
      ?.getSenders()
      .map((sender) => sender.track)
      .find((candidate) => candidate?.kind === trackKind);
    return track ? track.enabled : null;
  }, kind);
}

/** The label of the video track the page's newest connection sends (camera or screen). */
export function sentVideoLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const connection = ((window as Watched).__peerConnections ?? []).at(-1);
    const track = connection
      ?.getSenders()
      .map((sender) => sender.track)
      .find((candidate) => candidate?.kind === 'video');
    return track?.label ?? null;
  });
}

/** The state of the page's newest peer connection ('closed' after a hang-up). */
export function connectionState(page: Page): Promise<string | null> {
  return page.evaluate(
    () => ((window as Watched).__peerConnections ?? []).at(-1)?.connectionState ?? null,
  );
}

/** Clicks the force-play button if the browser blocked a video's autoplay. */
export async function playIfBlocked(page: Page): Promise<void> {
  const play = page.getByRole('button', { name: /^Play / });
  if (await play.count()) await play.first().click();
}

type Recording = Window & { __statusTexts?: string[] };

/**
 * From now on, keeps every text the page's live status regions show (what a screen reader
 * announces). A call's last status ("Call ended") shows for a moment before its dialog closes
 * (VIDEO_CALL_CLOSE_DELAY_MS): on a busy machine a test that looks for it on screen can look
 * after it has gone, so the test asks what was announced instead.
 */
export async function recordStatusTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Recording).__statusTexts = seen;
    const keep = () => {
      document.querySelectorAll('[role="status"]').forEach((status) => {
        const text = status.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      });
    };
    keep();
    new MutationObserver(keep).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** Whether a live status region of the page has shown a text containing `text` since recording. */
export async function expectStatusShown(
  page: Page,
  text: string,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) => ((window as Recording).__statusTexts ?? []).some((t) => t.includes(wanted)),
          text,
        ),
      { message: `a status region showed "${text}"`, timeout },
    )
    .toBe(true);
}
