import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLiveClient } from '@/lib/live/index.ts';
import type { CallToShow } from '../call-to-show.ts';
import { CallSession } from '../engine/call-session.ts';

/**
 * The session of the call the dialog shows, for as long as the dialog is mounted, and what it
 * shows now. `onClosed` asks the host to close the dialog (the call ended, or the person left).
 */
export function useCallSession(call: CallToShow, onClosed: (callId: string) => void) {
  const channel = useLiveClient();
  const [session] = useState(() => new CallSession(call));
  const { callId } = call;
  useEffect(
    () => session.attach(channel, () => onClosed(callId)),
    [session, channel, onClosed, callId],
  );
  const view = useSyncExternalStore(session.subscribe, session.getView);
  return { session, view };
}
