import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { ServerMessageOf } from '@salahkar/domain/live-events';
import { notify } from '@/components/ui/toaster.tsx';
import { useLiveEvent, useRefreshSoon } from '@/lib/live/index.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

// The lists each push makes stale, by the URLs that are their query keys. Only the lists on
// screen refetch; the others are marked stale and refetch when next shown.
const USER_LISTS = ['/api/consultations', '/api/consultations/with-offers', '/api/stats/user'];
const PROFESSIONAL_LISTS = [
  '/api/professional/available-consultations',
  '/api/professional/offers',
  '/api/professional/stats',
  '/api/consultations/accepted',
  '/api/professional/pending-actions',
  '/api/professional/completed-consultations',
];
const WALLET_LISTS = [
  '/api/professional/wallet',
  '/api/professional/wallet/movements',
  '/api/professional/payouts',
];

type ConsultationUpdate = ServerMessageOf<'consultation_update'>['data'];

/** The spec's toasts (docs/product/rulings.md, R-42) for the status changes someone else made. */
function toastForUpdate({ consultation, updateType }: ConsultationUpdate, userId: string): void {
  if (updateType === 'consultation_completed') {
    notify({
      title: 'Consultation Completed',
      description: `"${consultation.title}" is now complete.`,
      variant: 'success',
    });
  }
  // The owner asked for it and already saw 'Reopen Request Sent'.
  if (updateType === 'consultation_reopen_requested' && consultation.userId !== userId) {
    notify({
      title: 'Reopen Requested',
      description: `The client asked to reopen "${consultation.title}". An admin will review the request.`,
    });
  }
}

/**
 * What the signed-in person hears on the live channel besides chat messages and the bell: a toast
 * for news that matters now, and a refresh of the lists the change touched.
 */
export function LiveUpdates({ userId }: { userId: string }) {
  const refresh = useRefreshSoon();

  useLiveEvent('new_offer', ({ data }) => {
    notify({
      title: 'New Counter Offer Received',
      description: `${data.offer.professionalName} offered ${formatRupeeText(data.offer.offerAmount)} for "${data.consultation.title}".`,
    });
    refresh(USER_LISTS);
  });

  useLiveEvent('new_consultation', ({ data }) => {
    notify({
      title: 'New Consultation Available',
      description: `"${data.consultation.title}" in ${CATEGORY_LABELS[data.category]} is open for offers.`,
    });
    refresh(['/api/professional/available-consultations', '/api/professional/stats']);
  });

  useLiveEvent('offer_accepted', ({ data }) => {
    notify({
      title: 'Offer Accepted',
      description: `Your offer on "${data.consultation.title}" was accepted and paid. You can start the consultation.`,
      variant: 'success',
    });
    refresh([...PROFESSIONAL_LISTS, '/api/consultations', ...WALLET_LISTS]);
  });

  useLiveEvent('consultation_update', ({ data }) => {
    toastForUpdate(data, userId);
    refresh([...USER_LISTS, ...PROFESSIONAL_LISTS, ...WALLET_LISTS]);
  });

  // A message changes whose turn it is to reply (the professional's "Your reply is due").
  useLiveEvent('message', () => refresh(['/api/professional/pending-actions']));

  // An answered call counts as the professional's reply (decision 070): what the user may do with
  // the case (Cancel & Refund) can change when a call is answered or ends.
  useLiveEvent('video_call_joined', () => refresh(USER_LISTS));
  useLiveEvent('video_call_ended', () => refresh(USER_LISTS));

  return null;
}
