/** Which side of a call this tab is on: the professional who rang, or the user who answered. */
export type CallSide = 'initiator' | 'participant';

/** What the call dialog needs to know to open: the call, this tab's side and who is on the other. */
export type CallToShow = {
  callId: string;
  consultationId: string;
  side: CallSide;
  /** The other person of the call, as the status lines and video labels name them. */
  peerName: string;
};
