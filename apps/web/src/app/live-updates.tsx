import type { ServerMessageOf } from '@salahkar/domain/live-events';
import { notify } from '@/components/ui/toaster.tsx';
import { consultationKeys, USER_CASE_LISTS } from '@/lib/query-keys/consultations.ts';
import {
  NEW_REQUEST_LISTS,
  PENDING_ACTIONS_LISTS,
  PROFESSIONAL_LISTS,
} from '@/lib/query-keys/professional.ts';
import { WALLET_LISTS } from '@/lib/query-keys/wallet.ts';
import { currentLanguage } from '@/i18n';
import { useLiveEvent, useRefreshSoon } from '@/lib/live/index.ts';

// The lists each push makes stale come from the features that own them. Only the lists on screen
// refetch; the others are marked stale and refetch when next shown.
const USER_LISTS = USER_CASE_LISTS;

type ConsultationUpdate = ServerMessageOf<'consultation_update'>['data'];

/**
 * The spec's toasts (docs/product/rulings.md, R-42) for the status changes someone else made, in
 * the words the push carries (written on the server, in the recipient's language).
 */
function toastForUpdate(
  { consultation, updateType, toast }: ConsultationUpdate,
  userId: string,
): void {
  if (!toast) return;
  if (updateType === 'consultation_completed') notify({ ...toast, variant: 'success' });
  // The owner asked for it and already saw 'Reopen Request Sent'.
  if (updateType === 'consultation_reopen_requested' && consultation.userId !== userId) {
    notify(toast);
  }
}

/**
 * What the signed-in person hears on the live channel besides chat messages and the bell: a toast
 * for news that matters now, and a refresh of the lists the change touched.
 */
export function LiveUpdates({ userId }: { userId: string }) {
  const refresh = useRefreshSoon();

  // Each toast shows the text its push carries: written once, on the server (notices.ts).
  useLiveEvent('new_offer', ({ data }) => {
    notify(data.toast);
    refresh(USER_LISTS);
  });

  useLiveEvent('new_consultation', ({ data }) => {
    notify(data.toasts[currentLanguage()]);
    refresh(NEW_REQUEST_LISTS);
  });

  useLiveEvent('offer_accepted', ({ data }) => {
    notify({ ...data.toast, variant: 'success' });
    refresh([...PROFESSIONAL_LISTS, ...consultationKeys.mine, ...WALLET_LISTS]);
  });

  useLiveEvent('consultation_update', ({ data }) => {
    toastForUpdate(data, userId);
    refresh([...USER_LISTS, ...PROFESSIONAL_LISTS, ...WALLET_LISTS]);
  });

  // A message changes whose turn it is to reply (the professional's "Your reply is due").
  useLiveEvent('message', () => refresh(PENDING_ACTIONS_LISTS));

  // An answered call counts as the professional's reply (decision 070): what the user may do with
  // the case (Cancel & Refund) can change when a call is answered or ends.
  useLiveEvent('video_call_joined', () => refresh(USER_LISTS));
  useLiveEvent('video_call_ended', () => refresh(USER_LISTS));

  return null;
}
