import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, SupportHoursList } from './legal-links.tsx';
import type { PolicySection } from './policy-section.tsx';

/** How long a refund takes to reach the payer after it is issued, by payment method. */
const REFUND_TIMELINES: readonly { method: string; time: string }[] = [
  { method: 'Credit card', time: '5–7 business days' },
  { method: 'Debit card', time: '7–10 business days' },
  { method: 'Net banking', time: '3–5 business days' },
  { method: 'UPI or wallets', time: '1–3 business days' },
];

function RefundTimelinesTable() {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Refund timelines by payment method</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Payment method
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Time to reach you
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {REFUND_TIMELINES.map((row) => (
            <tr key={row.method}>
              <th scope="row" className="px-4 py-2.5 font-medium">
                {row.method}
              </th>
              <td className="px-4 py-2.5">{row.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Refund policy, second half: how long refunds take and how to ask for one. */
export const REFUND_PROCESS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'refund-timelines',
    title: 'Refund timelines',
    content: (
      <>
        <p>
          Refunds go back to the card, bank account, UPI ID or wallet you paid with, through our
          payment gateway. A full refund is the whole amount you paid, with nothing deducted. In
          general a refund reaches you within <strong>5–7 business days</strong> of being issued;
          the time depends on your bank and payment method:
        </p>
        <RefundTimelinesTable />
        <p>
          If a refund has not arrived after these times, contact us with the consultation ID and we
          will trace it with the gateway.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-request',
    title: 'How to cancel or ask for a refund',
    content: (
      <>
        <p>
          To cancel an assigned case before the professional's first reply, open it in your
          dashboard and choose <strong>Cancel &amp; Refund</strong>; the refund starts at once and
          its receipt appears on the consultation's page. Reopen requests and queries are also made
          from the consultation in your dashboard. For anything else, such as a missing refund or an
          emergency exception, use the <a href="/contact">contact page</a> or email{' '}
          <EmailLink email={SUPPORT_EMAIL} /> with:
        </p>
        <ul>
          <li>the email address of your account;</li>
          <li>the consultation ID;</li>
          <li>what you would like us to do and why.</li>
        </ul>
        <p>We reply within 24 hours during support hours:</p>
        <SupportHoursList />
        <p>
          If you disagree with our decision, you can write to our Grievance Officer at{' '}
          <EmailLink email={GRIEVANCE_EMAIL} />, as described in the{' '}
          <a href="/terms#grievance-officer">Terms &amp; Conditions</a>.
        </p>
      </>
    ),
  },
];
