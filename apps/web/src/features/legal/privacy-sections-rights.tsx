import { msg } from '@/i18n';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, PolicyLink, SupportHoursList } from './legal-links.tsx';
import { policySection, type PolicySection } from './policy-section.tsx';

/** Privacy Policy, second half: how long data is kept, how it is protected and your rights. */
export const PRIVACY_RIGHTS_SECTIONS: readonly PolicySection[] = [
  policySection('retention', msg('legal.privacy.retention.title'), [
    msg('legal.privacy.retention.account'),
    msg('legal.privacy.retention.consultations'),
    msg('legal.privacy.retention.payments'),
    msg('legal.privacy.retention.logs'),
    msg('legal.privacy.retention.codes'),
  ]),
  policySection(
    'security',
    msg('legal.privacy.security.title'),
    [
      msg('legal.privacy.security.passwords'),
      msg('legal.privacy.security.https'),
      msg('legal.privacy.security.files'),
      msg('legal.privacy.security.session'),
    ],
    msg('legal.privacy.security.breach'),
  ),
  policySection(
    'your-rights',
    msg('legal.privacy.rights.title'),
    msg('legal.privacy.rights.intro'),
    [
      msg('legal.privacy.rights.access'),
      msg('legal.privacy.rights.correct'),
      msg('legal.privacy.rights.erase'),
      msg('legal.privacy.rights.withdraw'),
      msg('legal.privacy.rights.grievance'),
      msg('legal.privacy.rights.nominate'),
    ],
    {
      id: msg('legal.privacy.rights.howTo'),
      components: { 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <strong /> },
    },
  ),
  policySection(
    'children',
    msg('legal.privacy.children.title'),
    msg('legal.privacy.children.body'),
  ),
  policySection(
    'data-location',
    msg('legal.privacy.location.title'),
    msg('legal.privacy.location.body'),
  ),
  policySection('changes', msg('legal.privacy.changes.title'), msg('legal.privacy.changes.body')),
  policySection(
    'contact-and-grievance',
    msg('legal.privacy.contact.title'),
    {
      id: msg('legal.privacy.contact.questions'),
      components: { 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <PolicyLink to="/contact" /> },
    },
    <SupportHoursList />,
    {
      id: msg('legal.privacy.contact.grievance'),
      components: { 0: <EmailLink email={GRIEVANCE_EMAIL} /> },
    },
  ),
];
