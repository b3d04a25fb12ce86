import { newIdempotencyKey } from '@/lib/idempotency.ts';
import { useAcceptOffer } from '../api/use-accept-offer.ts';

/** Accepting an offer from a list: which offer is being accepted; success opens its checkout. */
export function useAcceptOfferAction() {
  const accept = useAcceptOffer();
  // Each click is its own attempt; only an automatic resend of that click reuses its key.
  const acceptOffer = (offerId: string) =>
    accept.mutate({ offerId, idempotencyKey: newIdempotencyKey() });
  return {
    acceptOffer,
    /** The offer being accepted right now, to show progress on its button only. */
    pendingOfferId: accept.isPending ? accept.variables.offerId : undefined,
  };
}
