import { msg, T } from '@/i18n';
import type { PolicySection } from './policy-section.tsx';

/** Refund policy, first half: the rules Salahkar applies to every consultation today. */
export const REFUND_RULE_SECTIONS: readonly PolicySection[] = [
  {
    id: 'how-payment-works',
    title: msg('legal.refund.payment.title'),
    content: (
      <>
        <p>
          <T id="legal.refund.payment.when" />
        </p>
        <p>
          <T id="legal.refund.payment.escrow" />
        </p>
      </>
    ),
  },
  {
    id: 'refund-rules',
    title: msg('legal.refund.rules.title'),
    content: (
      <>
        <p>
          <T id="legal.refund.rules.intro" />
        </p>
        <ul>
          <li>
            <T id="legal.refund.rules.unfinished" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.refund.rules.cancel" components={{ 0: <strong />, 1: <em /> }} />
          </li>
          <li>
            <T id="legal.refund.rules.withdraws" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.refund.rules.complaint" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.refund.rules.partial" components={{ 0: <strong /> }} />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'quality-issues',
    title: msg('legal.refund.quality.title'),
    content: (
      <>
        <p>
          <T id="legal.refund.quality.reopen" components={{ 0: <strong /> }} />
        </p>
        <p>
          <T id="legal.refund.quality.complaint" />
        </p>
      </>
    ),
  },
  {
    id: 'scheduled-sessions',
    title: msg('legal.refund.sessions.title'),
    content: (
      <>
        <p>
          <T id="legal.refund.sessions.intro" />
        </p>
        <ul>
          <li>
            <T id="legal.refund.sessions.beforeAccept" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.refund.sessions.over24h" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.refund.sessions.6to24h" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.refund.sessions.under6h" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.refund.sessions.emergencies" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'professional-cancellations',
    title: msg('legal.refund.professional.title'),
    content: (
      <>
        <p>
          <T id="legal.refund.professional.intro" components={{ 0: <strong /> }} />
        </p>
        <ul>
          <li>
            <T id="legal.refund.professional.over48h" />
          </li>
          <li>
            <T id="legal.refund.professional.24to48h" />
          </li>
          <li>
            <T id="legal.refund.professional.under24h" />
          </li>
          <li>
            <T id="legal.refund.professional.noShow" />
          </li>
        </ul>
      </>
    ),
  },
];
