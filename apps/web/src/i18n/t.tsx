import { useContext } from 'react';
import { I18nProvider, LinguiContext, Trans, type TransProps } from '@lingui/react';
import { i18n } from './i18n.ts';

/**
 * A text with elements inside it: `<T id="auth.terms" components={{ 0: <a href="/terms" /> }} />`
 * renders 'I agree to the <0>terms</0>' with the link in place, in either language. Inside the app
 * it uses LanguageProvider's catalog; alone (a component rendered by itself) it brings its own.
 */
export function T(props: TransProps) {
  const inProvider = useContext(LinguiContext) !== null;
  if (inProvider) return <Trans {...props} />;
  return (
    <I18nProvider i18n={i18n}>
      <Trans {...props} />
    </I18nProvider>
  );
}
