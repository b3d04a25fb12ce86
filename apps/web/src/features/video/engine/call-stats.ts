/** The media side of the "Connection details" panel, read from one `getStats()` report. */
export type MediaStats = {
  /** host, srflx, prflx or relay: how the two browsers reach each other. */
  localCandidateType: string | null;
  remoteCandidateType: string | null;
  roundTripTimeMs: number | null;
  /** The other side's video as it arrives, measured since the previous report. */
  inboundVideoKbps: number | null;
  packetsLost: number | null;
  framesDecoded: number | null;
};

/** The whole panel: the connection's states and its media. */
export type CallStats = MediaStats & {
  connectionState: RTCPeerConnectionState;
  iceConnectionState: RTCIceConnectionState;
  signalingState: RTCSignalingState;
};

/** The inbound video's byte count at a moment: the next report's bitrate is measured from it. */
export type VideoSample = { bytesReceived: number; timestamp: number };

type Stat = { id: string; type: string; timestamp: number; [field: string]: unknown };

const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The candidate pair in use: the one the transport names (Chromium, Safari), else the pair
 * flagged `selected` (Firefox) or nominated and succeeded.
 */
function selectedPair(stats: readonly Stat[], byId: Map<string, Stat>): Stat | undefined {
  const transport = stats.find((stat) => stat.type === 'transport');
  const named = stringOf(transport?.selectedCandidatePairId);
  if (named) return byId.get(named);
  return stats.find(
    (stat) =>
      stat.type === 'candidate-pair' &&
      (stat.selected === true || (stat.nominated === true && stat.state === 'succeeded')),
  );
}

/** What the panel shows from `report`, and the sample the next report's bitrate starts from. */
export function readMediaStats(
  report: RTCStatsReport,
  previous: VideoSample | null,
): { stats: MediaStats; sample: VideoSample | null } {
  const stats = [...(report.values() as Iterable<Stat>)];
  const byId = new Map(stats.map((stat) => [stat.id, stat]));
  const pair = selectedPair(stats, byId);
  const candidateType = (id: unknown) =>
    stringOf(byId.get(stringOf(id) ?? '')?.candidateType) ?? null;
  const video = stats.find(
    (stat) => stat.type === 'inbound-rtp' && (stat.kind ?? stat.mediaType) === 'video',
  );
  const bytesReceived = numberOf(video?.bytesReceived);
  const sample =
    video && bytesReceived !== null ? { bytesReceived, timestamp: video.timestamp } : null;
  const rtt = numberOf(pair?.currentRoundTripTime);

  return {
    stats: {
      localCandidateType: candidateType(pair?.localCandidateId),
      remoteCandidateType: candidateType(pair?.remoteCandidateId),
      roundTripTimeMs: rtt === null ? null : Math.round(rtt * 1000),
      inboundVideoKbps: bitrateKbps(previous, sample),
      packetsLost: numberOf(video?.packetsLost),
      framesDecoded: numberOf(video?.framesDecoded),
    },
    sample,
  };
}

/** Bits per millisecond are kilobits per second. */
function bitrateKbps(previous: VideoSample | null, current: VideoSample | null): number | null {
  if (!previous || !current) return null;
  const elapsedMs = current.timestamp - previous.timestamp;
  const bytes = current.bytesReceived - previous.bytesReceived;
  if (elapsedMs <= 0 || bytes < 0) return null;
  return Math.round((bytes * 8) / elapsedMs);
}
