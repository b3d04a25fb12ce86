import { msg, useT } from '@/i18n';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, PolicyLink, SupportHoursList } from './legal-links.tsx';
import { policySection, type PolicySection } from './policy-section.tsx';

/** How long a refund takes to reach the payer after it is issued, by payment method (text ids). */
const REFUND_TIMELINES: readonly { method: string; time: string }[] = [
  {
    method: msg('legal.refund.timelines.creditCard'),
    time: msg('legal.refund.timelines.creditCardTime'),
  },
  {
    method: msg('legal.refund.timelines.debitCard'),
    time: msg('legal.refund.timelines.debitCardTime'),
  },
  {
    method: msg('legal.refund.timelines.netBanking'),
    time: msg('legal.refund.timelines.netBankingTime'),
  },
  { method: msg('legal.refund.timelines.upi'), time: msg('legal.refund.timelines.upiTime') },
];

function RefundTimelinesTable() {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('legal.refund.timelines.caption')}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('legal.refund.timelines.methodColumn')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('legal.refund.timelines.timeColumn')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {REFUND_TIMELINES.map((row) => (
            <tr key={row.method}>
              <th scope="row" className="px-4 py-2.5 font-medium">
                {t(row.method)}
              </th>
              <td className="px-4 py-2.5">{t(row.time)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Refund policy, second half: how long refunds take and how to ask for one. */
export const REFUND_PROCESS_SECTIONS: readonly PolicySection[] = [
  policySection(
    'refund-timelines',
    msg('legal.refund.timelines.title'),
    msg('legal.refund.timelines.intro'),
    <RefundTimelinesTable />,
    msg('legal.refund.timelines.missing'),
  ),
  policySection(
    'how-to-request',
    msg('legal.refund.request.title'),
    {
      id: msg('legal.refund.request.how'),
      components: {
        0: <strong />,
        1: <PolicyLink to="/contact" />,
        2: <EmailLink email={SUPPORT_EMAIL} />,
      },
    },
    [
      msg('legal.refund.request.email'),
      msg('legal.refund.request.consultationId'),
      msg('legal.refund.request.what'),
    ],
    msg('legal.refund.request.reply'),
    <SupportHoursList />,
    {
      id: msg('legal.refund.request.disagree'),
      components: {
        0: <EmailLink email={GRIEVANCE_EMAIL} />,
        1: <PolicyLink to="/terms#grievance-officer" />,
      },
    },
  ),
];
