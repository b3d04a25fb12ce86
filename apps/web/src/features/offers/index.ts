export { OfferForm } from './components/offer-form.tsx';
export { OfferDetailsDialog, type OfferToAccept } from './components/offer-details-dialog.tsx';
export { useAcceptOfferAction } from './hooks/use-accept-offer-action.ts';
export { useCaseOffers } from './api/use-case-offers.ts';
export { ProfessionalRating } from './components/professional-rating.tsx';
