export { T } from './t.tsx';
export {
  activateLanguage,
  currentLanguage,
  initialLanguage,
  keepLanguage,
  msg,
  t,
} from './i18n.ts';
export { LanguageProvider } from './language-provider.tsx';
export { useT } from './use-t.ts';
