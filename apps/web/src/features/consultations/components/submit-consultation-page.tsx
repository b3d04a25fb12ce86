import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** /submit-consultation: the page for posting a new consultation request. */
export function SubmitConsultationPage() {
  return (
    <section aria-labelledby="submit-heading" className="space-y-4">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 id="submit-heading" className="text-2xl font-semibold sm:text-3xl">
        Post New Consultation
      </h1>
      <p className="text-muted-foreground">
        Describe what you need and professionals in that field will send you counter offers.
      </p>
    </section>
  );
}
