export { HomeDashboard } from './components/home-dashboard.tsx';
export { OfferChoice } from './components/offer-choice.tsx';
