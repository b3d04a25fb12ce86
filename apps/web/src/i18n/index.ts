export { T } from './t.tsx';
export {
  activateLanguage,
  chooseAsVisitor,
  currentLanguage,
  initialLanguage,
  keepLanguage,
  msg,
  readLanguageCookie,
  t,
  takeVisitorChoice,
  textsReady,
  withTexts,
} from './i18n.ts';
export {
  callLineOf,
  catalogText,
  categoryField,
  categoryLabel,
  chatStatusLabel,
  moneyLabel,
  paymentStatusLabel,
  specializationText,
  statusLabel,
  tierNameOf,
  urgencyLabel,
  verificationText,
  verifiedLabel,
} from './labels.ts';
export { LanguageProvider } from './language-provider.tsx';
export { useT } from './use-t.ts';
