import { msg } from '@/i18n';
import { policySection, type PolicySection } from './policy-section.tsx';

/** Refund policy, first half: the rules Salahkar applies to every consultation today. */
export const REFUND_RULE_SECTIONS: readonly PolicySection[] = [
  policySection(
    'how-payment-works',
    msg('legal.refund.payment.title'),
    msg('legal.refund.payment.when'),
    msg('legal.refund.payment.escrow'),
  ),
  policySection('refund-rules', msg('legal.refund.rules.title'), msg('legal.refund.rules.intro'), [
    msg('legal.refund.rules.unfinished'),
    { id: msg('legal.refund.rules.cancel'), components: { 0: <strong />, 1: <em /> } },
    msg('legal.refund.rules.withdraws'),
    msg('legal.refund.rules.complaint'),
    msg('legal.refund.rules.partial'),
  ]),
  policySection(
    'quality-issues',
    msg('legal.refund.quality.title'),
    msg('legal.refund.quality.reopen'),
    msg('legal.refund.quality.complaint'),
  ),
  policySection(
    'scheduled-sessions',
    msg('legal.refund.sessions.title'),
    msg('legal.refund.sessions.intro'),
    [
      msg('legal.refund.sessions.beforeAccept'),
      msg('legal.refund.sessions.over24h'),
      msg('legal.refund.sessions.6to24h'),
      msg('legal.refund.sessions.under6h'),
      msg('legal.refund.sessions.emergencies'),
    ],
  ),
  policySection(
    'professional-cancellations',
    msg('legal.refund.professional.title'),
    msg('legal.refund.professional.intro'),
    [
      msg('legal.refund.professional.over48h'),
      msg('legal.refund.professional.24to48h'),
      msg('legal.refund.professional.under24h'),
      msg('legal.refund.professional.noShow'),
    ],
  ),
];
