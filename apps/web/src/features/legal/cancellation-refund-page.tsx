import { msg } from '@/i18n';
import { PolicyPage } from './policy-page.tsx';
import { REFUND_PROCESS_SECTIONS } from './refund-sections-process.tsx';
import { REFUND_RULE_SECTIONS } from './refund-sections-rules.tsx';

const REFUND_SECTIONS = [...REFUND_RULE_SECTIONS, ...REFUND_PROCESS_SECTIONS];

/** /cancellation-refund: the refund rules Salahkar applies, then scheduled-session policy and timelines. */
export function CancellationRefundPage() {
  return (
    <PolicyPage
      title={msg('legal.refund.title')}
      summary={msg('legal.refund.summary')}
      sections={REFUND_SECTIONS}
    />
  );
}
