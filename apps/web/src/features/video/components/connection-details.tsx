import { msg, useT } from '@/i18n';
import type { CallStats } from '../engine/call-stats.ts';

const NOT_YET = '—';

const figure = (value: number | null, unit = '') =>
  value === null ? NOT_YET : `${value.toLocaleString('en-IN')}${unit}`;

/**
 * The rows of the panel (label message ids), in the order a person debugging a call reads them.
 * The values are the browser's own terms and stay as they are.
 */
const ROWS: readonly [label: string, read: (stats: CallStats) => string][] = [
  [msg('video.details.connection'), (stats) => stats.connectionState],
  [msg('video.details.ice'), (stats) => stats.iceConnectionState],
  [msg('video.details.signalling'), (stats) => stats.signalingState],
  [msg('video.details.localCandidate'), (stats) => stats.localCandidateType ?? NOT_YET],
  [msg('video.details.remoteCandidate'), (stats) => stats.remoteCandidateType ?? NOT_YET],
  [msg('video.details.roundTrip'), (stats) => figure(stats.roundTripTimeMs, ' ms')],
  [msg('video.details.inbound'), (stats) => figure(stats.inboundVideoKbps, ' kbit/s')],
  [msg('video.details.packetsLost'), (stats) => figure(stats.packetsLost)],
  [msg('video.details.framesDecoded'), (stats) => figure(stats.framesDecoded)],
];

/**
 * "Connection details": how the call's connection is doing, refreshed every second while the call
 * is up. Closed by default; it answers "why is it not connecting / why is it choppy" (a relay
 * candidate means TURN carries the call).
 */
export function ConnectionDetails({ stats }: { stats: CallStats | null }) {
  const t = useT();
  return (
    <details className="rounded-lg border border-border text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium">
        {t('video.details.title')}
      </summary>
      {stats ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-3 pb-3">
          {ROWS.map(([label, read]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{t(label)}</dt>
              <dd className="font-mono">{read(stats)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="px-3 pb-3 text-muted-foreground">{t('video.details.notYet')}</p>
      )}
    </details>
  );
}
