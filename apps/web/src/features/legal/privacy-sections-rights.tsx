import { msg } from '@/i18n';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, PolicyLink, SupportHoursList } from './legal-links.tsx';
import { Bullets, Para, type PolicySection } from './policy-section.tsx';

/** Privacy Policy, second half: how long data is kept, how it is protected and your rights. */
export const PRIVACY_RIGHTS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'retention',
    title: msg('legal.privacy.retention.title'),
    content: (
      <Bullets
        items={[
          msg('legal.privacy.retention.account'),
          msg('legal.privacy.retention.consultations'),
          msg('legal.privacy.retention.payments'),
          msg('legal.privacy.retention.logs'),
          msg('legal.privacy.retention.codes'),
        ]}
      />
    ),
  },
  {
    id: 'security',
    title: msg('legal.privacy.security.title'),
    content: (
      <>
        <Bullets
          items={[
            msg('legal.privacy.security.passwords'),
            msg('legal.privacy.security.https'),
            msg('legal.privacy.security.files'),
            msg('legal.privacy.security.session'),
          ]}
        />
        <Para id="legal.privacy.security.breach" />
      </>
    ),
  },
  {
    id: 'your-rights',
    title: msg('legal.privacy.rights.title'),
    content: (
      <>
        <Para id="legal.privacy.rights.intro" />
        <Bullets
          items={[
            msg('legal.privacy.rights.access'),
            msg('legal.privacy.rights.correct'),
            msg('legal.privacy.rights.erase'),
            msg('legal.privacy.rights.withdraw'),
            msg('legal.privacy.rights.grievance'),
            msg('legal.privacy.rights.nominate'),
          ]}
        />
        <Para
          id="legal.privacy.rights.howTo"
          components={{ 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <strong /> }}
        />
      </>
    ),
  },
  {
    id: 'children',
    title: msg('legal.privacy.children.title'),
    content: <Para id="legal.privacy.children.body" />,
  },
  {
    id: 'data-location',
    title: msg('legal.privacy.location.title'),
    content: <Para id="legal.privacy.location.body" />,
  },
  {
    id: 'changes',
    title: msg('legal.privacy.changes.title'),
    content: <Para id="legal.privacy.changes.body" />,
  },
  {
    id: 'contact-and-grievance',
    title: msg('legal.privacy.contact.title'),
    content: (
      <>
        <Para
          id="legal.privacy.contact.questions"
          components={{ 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <PolicyLink to="/contact" /> }}
        />
        <SupportHoursList />
        <Para
          id="legal.privacy.contact.grievance"
          components={{ 0: <EmailLink email={GRIEVANCE_EMAIL} /> }}
        />
      </>
    ),
  },
];
