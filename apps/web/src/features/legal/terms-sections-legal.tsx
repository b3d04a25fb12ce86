import { msg } from '@/i18n';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, PolicyLink, SupportHoursList } from './legal-links.tsx';
import { policySection, type PolicySection } from './policy-section.tsx';

/** Terms, second half: conduct, content, enforcement, liability, law, grievances and contact. */
export const TERMS_LEGAL_SECTIONS: readonly PolicySection[] = [
  policySection(
    'prohibited-conduct',
    msg('legal.terms.conduct.title'),
    msg('legal.terms.conduct.intro'),
    [
      msg('legal.terms.conduct.falseInfo'),
      msg('legal.terms.conduct.harass'),
      msg('legal.terms.conduct.unlawful'),
      msg('legal.terms.conduct.offPlatform'),
      msg('legal.terms.conduct.record'),
      msg('legal.terms.conduct.malware'),
      msg('legal.terms.conduct.law'),
    ],
  ),
  policySection(
    'content-and-files',
    msg('legal.terms.content.title'),
    msg('legal.terms.content.ownership'),
    [
      msg('legal.terms.content.fileLimits'),
      msg('legal.terms.content.access'),
      msg('legal.terms.content.confidential'),
    ],
    msg('legal.terms.content.remove'),
  ),
  policySection(
    'suspension',
    msg('legal.terms.suspension.title'),
    msg('legal.terms.suspension.reasons'),
    {
      id: msg('legal.terms.suspension.close'),
      components: {
        0: <EmailLink email={SUPPORT_EMAIL} />,
        1: <PolicyLink to="/cancellation-refund" />,
      },
    },
  ),
  policySection(
    'liability',
    msg('legal.terms.liability.title'),
    msg('legal.terms.liability.asIs'),
    msg('legal.terms.liability.limit'),
  ),
  policySection('indemnity', msg('legal.terms.indemnity.title'), msg('legal.terms.indemnity.body')),
  policySection('governing-law', msg('legal.terms.law.title'), msg('legal.terms.law.body')),
  policySection(
    'grievance-officer',
    msg('legal.terms.grievance.title'),
    msg('legal.terms.grievance.intro'),
    [
      {
        id: msg('legal.terms.grievance.email'),
        components: { 0: <EmailLink email={GRIEVANCE_EMAIL} /> },
      },
      {
        id: msg('legal.terms.grievance.timelines'),
        components: { 0: <strong />, 1: <strong /> },
      },
    ],
    msg('legal.terms.grievance.include'),
  ),
  policySection('changes', msg('legal.terms.changes.title'), msg('legal.terms.changes.body')),
  policySection(
    'contact',
    msg('legal.terms.contact.title'),
    {
      id: msg('legal.terms.contact.body'),
      components: { 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <PolicyLink to="/contact" /> },
    },
    <SupportHoursList />,
  ),
];
