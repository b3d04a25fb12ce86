import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStream, FakeMediaStream, FakeTrack } from '@/test/fake-media.ts';
import { createFakePeerConnection, FakePeerConnection } from '@/test/fake-peer-connection.ts';
import { CallConnection, ICE_RESTART_AFTER_DISCONNECT_MS } from './call-connection.ts';
import type { CallSignal } from './call-signals.ts';

const cameraAndMicrophone = () =>
  asStream(new FakeMediaStream([new FakeTrack('audio'), new FakeTrack('video')]));

function connection(polite: boolean, sendSignal: (signal: CallSignal) => void = () => {}) {
  const failures: string[] = [];
  const states: RTCPeerConnectionState[] = [];
  const call = new CallConnection({
    polite,
    sendSignal,
    onRemoteStream: () => {},
    onConnectionStateChange: (state) => states.push(state),
    onFailure: (failure) => failures.push(failure),
    createPeerConnection: createFakePeerConnection,
  });
  return { call, failures, states };
}

/**
 * The professional (impolite) and the user (polite), their signals carried a task later as the
 * live channel would; `sent` lists what each side sent, by kind.
 */
function callBetweenTwo() {
  const sent = { professional: [] as string[], user: [] as string[] };
  const kindOf = (signal: CallSignal) =>
    'candidate' in signal ? 'candidate' : (signal.description.type ?? 'unknown');
  const relay = (from: keyof typeof sent, to: () => CallConnection) => (signal: CallSignal) => {
    sent[from].push(kindOf(signal));
    setTimeout(() => to().receive(signal), 0);
  };
  const professional = connection(
    false,
    relay('professional', () => user.call),
  );
  const user = connection(
    true,
    relay('user', () => professional.call),
  );
  return { professional, user, sent };
}

const pcs = () => {
  const [professional, user] = FakePeerConnection.instances;
  if (!professional || !user) throw new Error('Both sides should have a peer connection');
  return { professional, user };
};

afterEach(() => {
  FakePeerConnection.instances = [];
  vi.useRealTimers();
});

describe('perfect negotiation between the two sides of a call', () => {
  it('lets the professional offer first: the user answers, with no offer of its own to roll back', async () => {
    const { professional, user, sent } = callBetweenTwo();

    // Both add their tracks the moment the call is active: only the professional offers.
    professional.call.start([], cameraAndMicrophone());
    user.call.start([], cameraAndMicrophone());

    await vi.waitFor(() => {
      const { professional: pcP } = pcs();
      expect(pcP.remoteDescription?.type).toBe('answer');
    });
    const { professional: pcP, user: pcU } = pcs();
    expect(pcP.signalingState).toBe('stable');
    expect(pcU.signalingState).toBe('stable');
    expect(sent.professional.filter((kind) => kind === 'offer')).toHaveLength(1);
    expect(sent.user).not.toContain('offer');
    expect(pcU.events).not.toContain('rollback');
    expect(pcU.remoteDescription).toEqual({ type: 'offer', sdp: `${pcP.name} offer 1` });
    expect(pcP.remoteDescription).toEqual({ type: 'answer', sdp: `${pcU.name} answer 1` });
    await vi.waitFor(() =>
      expect(pcP.candidates).toContainEqual({ candidate: `candidate:${pcU.name}:1`, sdpMid: '0' }),
    );
    expect(professional.failures).toEqual([]);
    expect(user.failures).toEqual([]);
  });

  it('settles offers that collide later: the user rolls back and answers, the professional ignores', async () => {
    const { professional, user, sent } = callBetweenTwo();
    professional.call.start([], cameraAndMicrophone());
    user.call.start([], cameraAndMicrophone());
    await vi.waitFor(() => expect(pcs().professional.remoteDescription?.type).toBe('answer'));
    const { professional: pcP, user: pcU } = pcs();
    sent.professional.length = 0;
    sent.user.length = 0;

    // Both restart ICE at once (fresh TURN credentials on both sides): both offer.
    const turn = [{ urls: ['turn:turn.example.org'], username: 'u', credential: 'c' }];
    professional.call.updateIceServers(turn, { restart: true });
    user.call.updateIceServers(turn, { restart: true });

    await vi.waitFor(() => {
      expect(sent.user).toContain('answer');
      expect(pcP.signalingState).toBe('stable');
      expect(pcU.signalingState).toBe('stable');
    });
    expect(sent.professional.filter((kind) => kind === 'offer')).toHaveLength(1);
    expect(sent.user.filter((kind) => kind === 'offer')).toHaveLength(1);
    // The professional's offer won: the user rolled theirs back and answered it.
    expect(pcU.events).toContain('rollback');
    expect(pcP.events).not.toContain('rollback');
    expect(pcU.remoteDescription?.sdp).toBe(pcP.localDescription?.sdp);
    expect(pcP.remoteDescription?.sdp).toBe(pcU.localDescription?.sdp);
    expect(pcP.remoteDescription?.type).toBe('answer');
    expect(professional.failures).toEqual([]);
    expect(user.failures).toEqual([]);
  });

  it('applies the signals that came before the connection existed, once it does', async () => {
    const sent: CallSignal[] = [];
    const { call, failures } = connection(true, (signal) => sent.push(signal));

    call.receive({ description: { type: 'offer', sdp: 'professional offer 1' } });
    call.receive({ candidate: { candidate: 'candidate:professional:1', sdpMid: '0' } });
    expect(FakePeerConnection.instances).toHaveLength(0);

    call.start([{ urls: ['stun:stun.example.org'] }], cameraAndMicrophone());

    const pc = FakePeerConnection.latest();
    expect(pc.configuration).toEqual({ iceServers: [{ urls: ['stun:stun.example.org'] }] });
    await vi.waitFor(() => expect(pc.localDescription?.type).toBe('answer'));
    expect(pc.signalingState).toBe('stable');
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'professional offer 1' });
    expect(pc.candidates).toEqual([{ candidate: 'candidate:professional:1', sdpMid: '0' }]);
    expect(sent).toContainEqual({ description: { type: 'answer', sdp: `${pc.name} answer 1` } });
    expect(failures).toEqual([]);
  });

  it('says so when an answer cannot be applied', async () => {
    const { call, failures } = connection(false);
    call.start([], cameraAndMicrophone());

    call.receive({ description: { type: 'answer', sdp: 'an answer to nothing' } });

    await vi.waitFor(() => expect(failures).toEqual(['Failed to process answer']));
  });

  it('restarts ICE at once when the path fails, and after 3 s of staying disconnected', () => {
    vi.useFakeTimers();
    const { call, states } = connection(false);
    call.start([], cameraAndMicrophone());
    const pc = FakePeerConnection.latest();

    pc.setConnectionState('failed');
    expect(pc.events).toEqual(['restart-ice']);

    pc.setConnectionState('disconnected');
    vi.advanceTimersByTime(ICE_RESTART_AFTER_DISCONNECT_MS - 1);
    expect(pc.events).toEqual(['restart-ice']);
    vi.advanceTimersByTime(1);
    expect(pc.events).toEqual(['restart-ice', 'restart-ice']);

    // Back within the grace: no restart.
    pc.setConnectionState('disconnected');
    pc.setConnectionState('connected');
    vi.advanceTimersByTime(ICE_RESTART_AFTER_DISCONNECT_MS);
    expect(pc.events).toEqual(['restart-ice', 'restart-ice']);
    expect(states).toEqual(['failed', 'disconnected', 'disconnected', 'connected']);
  });

  it('closes the connection and ignores whatever comes after', async () => {
    const sent: CallSignal[] = [];
    const { call } = connection(true, (signal) => sent.push(signal));
    call.start([], cameraAndMicrophone());
    const pc = FakePeerConnection.latest();

    call.close();
    call.receive({ description: { type: 'offer', sdp: 'too late' } });
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(pc.events).toEqual(['close']);
    expect(pc.remoteDescription).toBeNull();
    expect(sent).toEqual([]);
  });

  it('takes fresh TURN credentials for later gathering, and gathers again now when asked', () => {
    const { call } = connection(true);
    const stun = { urls: ['stun:stun.example.org'] };
    call.start([stun], cameraAndMicrophone());
    const pc = FakePeerConnection.latest();
    const fresh = { urls: ['turn:turn.example.org'], username: '1700000120:u', credential: 'c2' };

    call.updateIceServers([fresh], { restart: false });
    expect(pc.configuration).toEqual({ iceServers: [fresh] });
    expect(pc.events).toEqual(['set-configuration']);

    call.updateIceServers([fresh], { restart: true });
    expect(pc.events).toEqual(['set-configuration', 'set-configuration', 'restart-ice']);

    call.close();
    call.updateIceServers([stun], { restart: true });
    expect(pc.events.at(-1)).toBe('close');
  });
});
