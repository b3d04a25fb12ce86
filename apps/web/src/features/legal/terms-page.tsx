import { msg, useT } from '@/i18n';
import { PolicyLink } from './legal-links.tsx';
import { PolicyPage } from './policy-page.tsx';
import { TERMS_LEGAL_SECTIONS } from './terms-sections-legal.tsx';
import { TERMS_SERVICE_SECTIONS } from './terms-sections-service.tsx';

const TERMS_SECTIONS = [...TERMS_SERVICE_SECTIONS, ...TERMS_LEGAL_SECTIONS];

/** /terms: the Terms & Conditions, with the spec's Back to Home button. */
export function TermsPage() {
  const t = useT();
  return (
    <PolicyPage
      title={msg('legal.terms.title')}
      summary={msg('legal.terms.summary')}
      sections={TERMS_SECTIONS}
      footer={
        <PolicyLink
          to="/"
          className="inline-flex items-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          {t('legal.terms.backHome')}
        </PolicyLink>
      }
    />
  );
}
