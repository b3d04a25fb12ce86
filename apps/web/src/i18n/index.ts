export { T } from './t.tsx';
export {
  activateLanguage,
  currentLanguage,
  initialLanguage,
  keepLanguage,
  msg,
  t,
} from './i18n.ts';
export {
  callLineOf,
  categoryField,
  categoryLabel,
  chatStatusLabel,
  paymentStatusLabel,
  specializationName,
  statusLabel,
  tierNameOf,
  moneyLabel,
  urgencyLabel,
} from './labels.ts';
export { LanguageProvider } from './language-provider.tsx';
export { useT } from './use-t.ts';
  verificationText,
  verifiedLabel,
