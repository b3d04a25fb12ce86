import { useAcceptOffer } from '../api/use-accept-offer.ts';

/** Accepting an offer from a list: which offer is being accepted, and a callback once it is. */
export function useAcceptOfferAction() {
  const accept = useAcceptOffer();
  const acceptOffer = (offerId: string, onAccepted?: () => void) =>
    accept.mutate(offerId, { onSuccess: () => onAccepted?.() });
  return {
    acceptOffer,
    /** The offer being accepted right now, to show progress on its button only. */
    pendingOfferId: accept.isPending ? accept.variables : undefined,
  };
}
