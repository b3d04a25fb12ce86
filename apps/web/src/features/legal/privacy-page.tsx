import { PolicyPage } from './policy-page.tsx';
import { PRIVACY_DATA_SECTIONS } from './privacy-sections-data.tsx';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-sections-rights.tsx';

const PRIVACY_SECTIONS = [...PRIVACY_DATA_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

/** /privacy: the Privacy Policy, written to India's Digital Personal Data Protection Act, 2023. */
export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      summary={
        <p>
          This policy explains what personal data Salahkar collects when you use the platform, why
          we need it, who can see it, how long we keep it and the rights you have over it under
          India's Digital Personal Data Protection Act, 2023. We collect only what we need to run
          your consultations, and we never store your card or UPI details.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
