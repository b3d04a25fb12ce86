import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { JoinWaitingCallButton, StartVideoCallButton } from '@/features/video';

/**
 * A case's call buttons in its Chat dialog: Join Call while a call rings for the reader (calls
 * happen only while the chat runs) and Start Video Call when the server allows it. The app hands
 * them to the chat, which does not import the video calls.
 */
export function caseCallActions({
  consultation,
  chatOpen,
}: {
  consultation: Consultation;
  chatOpen: boolean;
}) {
  return (
    <>
      {chatOpen && <JoinWaitingCallButton consultationId={consultation.id} />}
      <StartVideoCallButton consultation={consultation} />
    </>
  );
}
