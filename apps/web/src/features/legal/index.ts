export { TermsPage } from './terms-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
export { CancellationRefundPage } from './cancellation-refund-page.tsx';
