import type { PolicySection } from './policy-section.tsx';

/** Refund policy, first half: the rules Salahkar applies to every consultation today. */
export const REFUND_RULE_SECTIONS: readonly PolicySection[] = [
  {
    id: 'how-payment-works',
    title: 'How your payment is protected',
    content: (
      <>
        <p>
          You pay nothing to post a request or receive offers. You pay only when you accept a
          professional's offer, by UPI or card through our payment gateway, and you get a receipt
          for every payment and every refund on the consultation's page.
        </p>
        <p>
          Salahkar then holds the money in escrow. It is released only after the case completes: the
          professional receives their share and Salahkar keeps its commission. Until then it can be
          returned to you under the rules below, and a refund is never more than you paid.
        </p>
      </>
    ),
  },
  {
    id: 'refund-rules',
    title: 'When you get your money back',
    content: (
      <>
        <p>These rules apply to every consultation on Salahkar:</p>
        <ul>
          <li>
            <strong>Unfinished payment: nothing is charged.</strong> Accepting an offer holds it for
            15 minutes while you pay. If you do not complete payment in that time, the hold lapses,
            nothing is charged and you can choose an offer again. A payment that reaches us after
            the hold has lapsed, when your request has moved on, is refunded in full at once.
          </li>
          <li>
            <strong>You cancel before the professional's first reply: full refund.</strong> Once the
            case is assigned, you can cancel it with <em>Cancel &amp; Refund</em> until the
            professional sends their first message. The amount you will get back is shown before you
            confirm.
          </li>
          <li>
            <strong>The professional withdraws: full refund.</strong> If the professional you chose
            withdraws from your case at any stage before it completes, you get your money back in
            full.
          </li>
          <li>
            <strong>Your query is upheld: full refund.</strong> Within 7 days after a case
            completes, you can raise a query explaining what went wrong. If an administrator upholds
            it, they refund you in full, or pass the case to another professional of the same
            category at no extra cost if you prefer.
          </li>
          <li>
            <strong>Partial refunds are decided by Salahkar, with a reason.</strong> An
            administrator may refund part of a payment, for example when a case was only partly
            delivered; the reason is recorded and shown with the refund.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'quality-issues',
    title: 'If you are not satisfied',
    content: (
      <>
        <p>
          Report a quality issue <strong>within 24 hours</strong> of the professional marking your
          case as resolved by asking for it to be reopened. An administrator reviews the request
          and, if it is approved, the professional continues the consultation. This is the quickest
          way to get the answer you paid for.
        </p>
        <p>
          After completion, a query within 7 days is the way to ask for a refund. We do not refund a
          consultation because its advice was unwelcome or its outcome was not what you hoped for,
          since professionals give their best judgement but cannot guarantee results.
        </p>
      </>
    ),
  },
  {
    id: 'scheduled-sessions',
    title: 'Scheduled sessions',
    content: (
      <>
        <p>
          Salahkar does not currently offer sessions booked for a fixed start time: consultations
          run as chat cases, and the rules above are the ones that apply to them. When sessions with
          a fixed start time are offered, these rules will apply to them:
        </p>
        <ul>
          <li>
            Cancelled before a professional accepts the booking: <strong>full refund</strong>.
          </li>
          <li>
            Cancelled 24 hours or more before the start: <strong>90% refund</strong>.
          </li>
          <li>
            Cancelled between 6 and 24 hours before the start: <strong>50% refund</strong>.
          </li>
          <li>
            Cancelled less than 6 hours before the start: <strong>no refund</strong>.
          </li>
          <li>
            Genuine emergencies, such as illness or a family emergency, are considered case by case;
            tell us as soon as you can.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'professional-cancellations',
    title: 'Cancellations by professionals',
    content: (
      <>
        <p>
          <strong>Whenever a professional cancels or withdraws, you are refunded in full.</strong>{' '}
          For scheduled sessions, professionals are also held to these rules:
        </p>
        <ul>
          <li>Cancelling 48 hours or more before the start: no penalty.</li>
          <li>Cancelling between 24 and 48 hours before the start: a warning.</li>
          <li>
            Cancelling less than 24 hours before the start: possible suspension and penalty fees.
          </li>
          <li>Not attending a session (no-show): temporary suspension.</li>
        </ul>
      </>
    ),
  },
];
