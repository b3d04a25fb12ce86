import { PolicyPage } from './policy-page.tsx';
import { REFUND_PROCESS_SECTIONS } from './refund-sections-process.tsx';
import { REFUND_RULE_SECTIONS } from './refund-sections-rules.tsx';

const REFUND_SECTIONS = [...REFUND_RULE_SECTIONS, ...REFUND_PROCESS_SECTIONS];

/** /cancellation-refund: the refund rules Salahkar applies, then scheduled-session policy and timelines. */
export function CancellationRefundPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      summary={
        <p>
          Your money is held safely until your consultation completes. This policy sets out when you
          can cancel, when you get a full or partial refund, and how long a refund takes to reach
          you.
        </p>
      }
      sections={REFUND_SECTIONS}
    />
  );
}
