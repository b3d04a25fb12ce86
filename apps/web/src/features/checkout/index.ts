export { CheckoutPage } from './components/checkout-page.tsx';
