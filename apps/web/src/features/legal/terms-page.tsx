import { PolicyPage } from './policy-page.tsx';
import { TERMS_LEGAL_SECTIONS } from './terms-sections-legal.tsx';
import { TERMS_SERVICE_SECTIONS } from './terms-sections-service.tsx';

const TERMS_SECTIONS = [...TERMS_SERVICE_SECTIONS, ...TERMS_LEGAL_SECTIONS];

/** /terms: the Terms & Conditions, with the spec's Back to Home button. */
export function TermsPage() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      summary={
        <p>
          These terms explain how Salahkar works, what we expect of users and professionals, and
          what each side can expect of us. In short: you must be 18 or older, Salahkar is not for
          emergencies, professionals are independent and responsible for their advice, and your
          payment is held until your case completes.
        </p>
      }
      sections={TERMS_SECTIONS}
      footer={
        <a
          href="/"
          className="inline-flex items-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Back to Home
        </a>
      }
    />
  );
}
