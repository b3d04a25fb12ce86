import { msg } from '@/i18n';
import { Bullets, Para, type PolicySection } from './policy-section.tsx';

/** Refund policy, first half: the rules Salahkar applies to every consultation today. */
export const REFUND_RULE_SECTIONS: readonly PolicySection[] = [
  {
    id: 'how-payment-works',
    title: msg('legal.refund.payment.title'),
    content: (
      <>
        <Para id="legal.refund.payment.when" />
        <Para id="legal.refund.payment.escrow" />
      </>
    ),
  },
  {
    id: 'refund-rules',
    title: msg('legal.refund.rules.title'),
    content: (
      <>
        <Para id="legal.refund.rules.intro" />
        <Bullets
          items={[
            msg('legal.refund.rules.unfinished'),
            { id: msg('legal.refund.rules.cancel'), components: { 0: <strong />, 1: <em /> } },
            msg('legal.refund.rules.withdraws'),
            msg('legal.refund.rules.complaint'),
            msg('legal.refund.rules.partial'),
          ]}
        />
      </>
    ),
  },
  {
    id: 'quality-issues',
    title: msg('legal.refund.quality.title'),
    content: (
      <>
        <Para id="legal.refund.quality.reopen" />
        <Para id="legal.refund.quality.complaint" />
      </>
    ),
  },
  {
    id: 'scheduled-sessions',
    title: msg('legal.refund.sessions.title'),
    content: (
      <>
        <Para id="legal.refund.sessions.intro" />
        <Bullets
          items={[
            msg('legal.refund.sessions.beforeAccept'),
            msg('legal.refund.sessions.over24h'),
            msg('legal.refund.sessions.6to24h'),
            msg('legal.refund.sessions.under6h'),
            msg('legal.refund.sessions.emergencies'),
          ]}
        />
      </>
    ),
  },
  {
    id: 'professional-cancellations',
    title: msg('legal.refund.professional.title'),
    content: (
      <>
        <Para id="legal.refund.professional.intro" />
        <Bullets
          items={[
            msg('legal.refund.professional.over48h'),
            msg('legal.refund.professional.24to48h'),
            msg('legal.refund.professional.under24h'),
            msg('legal.refund.professional.noShow'),
          ]}
        />
      </>
    ),
  },
];
