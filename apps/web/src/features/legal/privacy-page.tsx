import { msg } from '@/i18n';
import { PolicyPage } from './policy-page.tsx';
import { PRIVACY_DATA_SECTIONS } from './privacy-sections-data.tsx';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-sections-rights.tsx';

const PRIVACY_SECTIONS = [...PRIVACY_DATA_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

/** /privacy: the Privacy Policy, written to India's Digital Personal Data Protection Act, 2023. */
export function PrivacyPage() {
  return (
    <PolicyPage
      title={msg('legal.privacy.title')}
      summary={msg('legal.privacy.summary')}
      sections={PRIVACY_SECTIONS}
    />
  );
}
