// What other screens take from the dashboard. The router loads the home itself from home.ts.
export { OfferChoice } from './components/offer-choice.tsx';
