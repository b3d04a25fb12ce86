import type { CallStats } from '../engine/call-stats.ts';

const NOT_YET = '—';

const figure = (value: number | null, unit = '') =>
  value === null ? NOT_YET : `${value.toLocaleString('en-IN')}${unit}`;

/** The rows of the panel, in the order a person debugging a call reads them. */
const ROWS: readonly [label: string, read: (stats: CallStats) => string][] = [
  ['Connection', (stats) => stats.connectionState],
  ['ICE connection', (stats) => stats.iceConnectionState],
  ['Signalling', (stats) => stats.signalingState],
  ['Local candidate', (stats) => stats.localCandidateType ?? NOT_YET],
  ['Remote candidate', (stats) => stats.remoteCandidateType ?? NOT_YET],
  ['Round-trip time', (stats) => figure(stats.roundTripTimeMs, ' ms')],
  ['Inbound video', (stats) => figure(stats.inboundVideoKbps, ' kbit/s')],
  ['Packets lost', (stats) => figure(stats.packetsLost)],
  ['Frames decoded', (stats) => figure(stats.framesDecoded)],
];

/**
 * "Connection details": how the call's connection is doing, refreshed every second while the call
 * is up. Closed by default; it answers "why is it not connecting / why is it choppy" (a relay
 * candidate means TURN carries the call).
 */
export function ConnectionDetails({ stats }: { stats: CallStats | null }) {
  return (
    <details className="rounded-lg border border-border text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium">
        Connection details
      </summary>
      {stats ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-3 pb-3">
          {ROWS.map(([label, read]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-mono">{read(stats)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="px-3 pb-3 text-muted-foreground">Not connected yet.</p>
      )}
    </details>
  );
}
