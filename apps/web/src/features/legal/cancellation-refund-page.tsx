import { T, useT } from '@/i18n';
import { PolicyPage } from './policy-page.tsx';
import { REFUND_PROCESS_SECTIONS } from './refund-sections-process.tsx';
import { REFUND_RULE_SECTIONS } from './refund-sections-rules.tsx';

const REFUND_SECTIONS = [...REFUND_RULE_SECTIONS, ...REFUND_PROCESS_SECTIONS];

/** /cancellation-refund: the refund rules Salahkar applies, then scheduled-session policy and timelines. */
export function CancellationRefundPage() {
  const t = useT();
  return (
    <PolicyPage
      title={t('legal.refund.title')}
      summary={
        <p>
          <T id="legal.refund.summary" />
        </p>
      }
      sections={REFUND_SECTIONS}
    />
  );
}
