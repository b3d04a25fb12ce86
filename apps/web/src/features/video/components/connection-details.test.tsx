import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readMediaStats, type CallStats } from '../engine/call-stats.ts';
import { ConnectionDetails } from './connection-details.tsx';

type Stat = { id: string; type: string; timestamp: number; [field: string]: unknown };

const report = (stats: Stat[]) =>
  new Map(stats.map((stat) => [stat.id, stat])) as unknown as RTCStatsReport;

/** A call through a TURN relay as Chromium reports it, one second after `previous`. */
const relayedCall = (bytesReceived: number, timestamp: number) =>
  report([
    { id: 'T01', type: 'transport', timestamp, selectedCandidatePairId: 'CP2' },
    {
      id: 'CP1',
      type: 'candidate-pair',
      timestamp,
      localCandidateId: 'L1',
      remoteCandidateId: 'R1',
      nominated: false,
      currentRoundTripTime: 0.5,
    },
    {
      id: 'CP2',
      type: 'candidate-pair',
      timestamp,
      localCandidateId: 'L2',
      remoteCandidateId: 'R2',
      nominated: true,
      currentRoundTripTime: 0.042,
    },
    { id: 'L1', type: 'local-candidate', timestamp, candidateType: 'host' },
    { id: 'L2', type: 'local-candidate', timestamp, candidateType: 'srflx' },
    { id: 'R1', type: 'remote-candidate', timestamp, candidateType: 'host' },
    { id: 'R2', type: 'remote-candidate', timestamp, candidateType: 'relay' },
    {
      id: 'IA',
      type: 'inbound-rtp',
      timestamp,
      kind: 'audio',
      bytesReceived: 9_999_999,
      packetsLost: 99,
    },
    {
      id: 'IV',
      type: 'inbound-rtp',
      timestamp,
      kind: 'video',
      bytesReceived,
      packetsLost: 3,
      framesDecoded: 1_20_000,
    },
  ]);

const STATES = {
  connectionState: 'connected',
  iceConnectionState: 'connected',
  signalingState: 'stable',
} as const;

async function openPanel(stats: CallStats | null) {
  render(<ConnectionDetails stats={stats} />);
  await userEvent.setup().click(screen.getByText('Connection details'));
  const group = screen.getByRole('group');
  return (label: string) => within(group).getByText(label).nextElementSibling?.textContent;
}

describe('the Connection details panel', () => {
  it('shows the pair in use, the round trip and the video’s bitrate from getStats()', async () => {
    const first = readMediaStats(relayedCall(100_000, 1000), null);
    expect(first.stats.inboundVideoKbps).toBeNull();
    const { stats } = readMediaStats(relayedCall(200_000, 2000), first.sample);

    const row = await openPanel({ ...STATES, ...stats });

    expect(row('Connection')).toBe('connected');
    expect(row('ICE connection')).toBe('connected');
    expect(row('Signalling')).toBe('stable');
    expect(row('Local candidate')).toBe('srflx');
    expect(row('Remote candidate')).toBe('relay');
    expect(row('Round-trip time')).toBe('42 ms');
    expect(row('Inbound video')).toBe('800 kbit/s');
    expect(row('Packets lost')).toBe('3');
    expect(row('Frames decoded')).toBe('1,20,000');
  });

  it('finds the pair Firefox flags as selected, and dashes what is not known yet', async () => {
    const { stats } = readMediaStats(
      report([
        {
          id: 'P',
          type: 'candidate-pair',
          timestamp: 1,
          selected: true,
          localCandidateId: 'L',
          remoteCandidateId: 'R',
        },
        { id: 'L', type: 'local-candidate', timestamp: 1, candidateType: 'host' },
        { id: 'R', type: 'remote-candidate', timestamp: 1, candidateType: 'host' },
      ]),
      null,
    );

    const row = await openPanel({ ...STATES, ...stats });

    expect(row('Local candidate')).toBe('host');
    expect(row('Round-trip time')).toBe('—');
    expect(row('Inbound video')).toBe('—');
    expect(row('Frames decoded')).toBe('—');
  });

  it('says so before there is a connection', async () => {
    await openPanel(null);
    expect(screen.getByText('Not connected yet.')).toBeVisible();
  });
});
