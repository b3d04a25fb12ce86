import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from './i18n.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/**
 * Gives the screens their texts. A change of language remounts what is below it, so every text,
 * date and amount is drawn again in the new language; the query cache sits above and survives.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, locale, locale);
  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={language}>{children}</Fragment>
    </I18nProvider>
  );
}
