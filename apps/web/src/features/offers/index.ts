export { OfferForm } from './components/offer-form.tsx';
export { OfferDetailsDialog } from './components/offer-details-dialog.tsx';
export { useAcceptOfferAction } from './hooks/use-accept-offer-action.ts';
